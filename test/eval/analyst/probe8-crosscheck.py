"""Probe 8's data check: recomputes EVERY answerable expectation with pandas, and both readings of
each two-reading refusal, reading the generated files as written (not the generator's rows), and
compares them with expected.json. Run with Debian's /usr/bin/python3 (pandas, openpyxl); see
probe8-crosscheck.ts."""
import json, sys
import pandas as pd
F = sys.argv[1].rstrip('/') + '/'
expected = json.load(open(F + 'expected.json'))
exp = {(e['data'], e['q']): e['expect'] for e in expected}
NA = ['', 'NA', 'n/a', '-']

d = pd.read_csv(F + 'parcel_deliveries.csv', keep_default_na=False, na_values=NA)
d['Ship Date'] = pd.to_datetime(d['Ship Date'], format='%d.%m.%Y')
d['Delivered At'] = pd.to_datetime(d['Delivered At'], format='%Y-%m-%d %H:%M')
d['Shipping Cost'] = d['Shipping Cost'].str.replace(r'[€,]', '', regex=True).astype(float)
r = pd.read_csv(F + 'rental_listings.csv', keep_default_na=False, na_values=NA)
r['Price per Night'] = r['Price per Night'].str.replace(r'[$,]', '', regex=True).astype(float)
r['Last Review'] = pd.to_datetime(r['Last Review'], format='%d %b %Y')
w = pd.read_csv(F + 'access_log.csv', keep_default_na=False, na_values=NA)
w['timestamp'] = pd.to_datetime(w['timestamp'], format='%Y-%m-%d %H:%M:%S')

c = pd.read_excel(F + 'sales_crm.xlsx', sheet_name='Deals')
reps = pd.read_excel(F + 'sales_crm.xlsx', sheet_name='Reps')
g = pd.read_csv(F + 'gym_bookings.csv', keep_default_na=False, na_values=NA)
g['Class Start'] = pd.to_datetime(g['Class Start'], format='%m/%d/%Y %I:%M %p')
g['Duration'] = g['Duration'].str.replace(' min', '', regex=False).astype(int)

checks = []
def val(d, q, v): checks.append((d, q, 'value', float(v)))
def grp(d, q, ser): checks.append((d, q, 'groups', {str(k): float(v) for k, v in ser.items()}))
def row(d, q, labels, v=None): checks.append((d, q, 'row', ([str(l) for l in labels], v)))
def top(d, q, ser): checks.append((d, q, 'top', ([str(k) for k in ser.index], [float(v) for v in ser.values])))
def lst(d, q, values): checks.append((d, q, 'list', sorted(str(v) for v in values)))
def refuse(d, q, a, b): checks.append((d, q, 'two readings', (a, b)))
def ties(ser, how='max'):
    """Every key tied at the top (or bottom) of a series, with the value."""
    best = ser.max() if how == 'max' else ser.min()
    return [k for k, v in ser.items() if abs(v - best) < 1e-9], float(best)
def extreme(df, col, label, how='max'):
    best = df[col].max() if how == 'max' else df[col].min()
    return list(df.loc[df[col] == best, label]), (None if isinstance(best, pd.Timestamp) else float(best))

# parcel deliveries
D = 'p8_parcels'
COST, KG, KM, SHIP, DEL = 'Shipping Cost', 'Weight (kg)', 'Distance (km)', 'Ship Date', 'Delivered At'
lost = d.Status == 'lost'
done = d[d[DEL].notna()]
days = (done[DEL] - done[SHIP]).dt.total_seconds() / 86400
cal = (done[DEL].dt.normalize() - done[SHIP]).dt.days
val(D, 'how many parcels are there', len(d))
grp(D, 'parcels by courier', d.groupby('Courier').size())
val(D, 'total shipping cost', d[COST].sum())
val(D, 'avg weight', d[KG].mean())
grp(D, 'how many parcels per status', d.groupby('Status').size())
grp(D, 'average shipping cost by destination region', d.groupby('Destination Region')[COST].mean())
val(D, 'how many parcels got lost', lost.sum())
row(D, 'busiest courier', *ties(d.groupby('Courier').size()))
val(D, 'how many parcels were sent back to the sender', (d.Status == 'returned').sum())
row(D, 'heaviest parcel', *extreme(d, KG, 'Tracking ID'))
row(D, 'which parcel cost the most to ship', *extreme(d, COST, 'Tracking ID'))
row(D, 'which courier lost the most parcels', *ties(d[lost].groupby('Courier').size()))
row(D, 'furthest delivery to the islands', *extreme(d[d['Destination Region'] == 'Islands'], KM, 'Tracking ID'))
a_, b_ = ties(d.groupby('Courier')[COST].mean())[0], ties(d[d[KG].notna()].groupby('Courier')[COST].sum() / d[d[KG].notna()].groupby('Courier')[KG].sum())[0]
if set(a_) & set(b_): row(D, 'which courier charges the most on average', [x for x in a_ if x in b_])
else: refuse(D, 'which courier charges the most on average', ','.join(map(str, a_)), ','.join(map(str, b_)))
grp(D, 'avg cost swiftpost vs budgetship', d[d.Courier.isin(['SwiftPost', 'BudgetShip'])].groupby('Courier')[COST].mean())
val(D, 'how many more parcels did swiftpost ship than parcelnorth', (d.Courier == 'SwiftPost').sum() - (d.Courier == 'ParcelNorth').sum())
grp(D, 'did eurolink express charge more per parcel than cityhop on average', d[d.Courier.isin(['Eurolink Express', 'CityHop'])].groupby('Courier')[COST].mean())
row(D, 'which month had the most shipments', *ties(d.groupby(d[SHIP].dt.month).size()))
row(D, 'which weekday do we ship the most', *ties(d.groupby(d[SHIP].dt.day_name()).size()))
row(D, 'busiest hour of the day for deliveries', *ties(done.groupby(done[DEL].dt.hour).size()))
val(D, 'how many parcels were delivered on saturdays', (d[DEL].dt.dayofweek == 5).sum())
val(D, 'how many parcels shipped in march 2024', ((d[SHIP].dt.year == 2024) & (d[SHIP].dt.month == 3)).sum())
val(D, 'parcels shipped before 15 feb 2024', (d[SHIP] < '2024-02-15').sum())
val(D, 'how many parcels were delivered on 2024-05-02', (d[DEL].dt.strftime('%Y-%m-%d') == '2024-05-02').sum())
val(D, 'total shipping cost in december', d[d[SHIP].dt.month == 12][COST].sum())
val(D, 'how many parcels over 10 kg', (d[KG] > 10).sum())
val(D, 'avg cost for parcels heavier than 5kg', d[d[KG] > 5][COST].mean())
val(D, 'how many parcels went more than 1,000 km', (d[KM] > 1000).sum())
val(D, 'shipments costing over €20', (d[COST] > 20).sum())
val(D, 'total shipping cost excluding lost parcels', d[~lost][COST].sum())
val(D, 'how many parcels between 2 and 5 kg', d[KG].between(2, 5).sum())
val(D, 'how many parcels are still in transit', (d.Status == 'in transit').sum())
lst(D, 'which columns have gaps', d.columns[d.isna().any()])
val(D, 'how many delivered parcels have no signature', done['Signed By'].isna().sum())
val(D, 'pct of parcels lost', 100 * lost.mean())
grp(D, 'lost rate by courier in %', 100 * lost.groupby(d.Courier).mean())
val(D, 'what % of delivered parcels were signed for', 100 * done['Signed By'].notna().mean())
kgc = d[d[KG].notna()]
per_parcel, per_kg = ties(d.groupby('Courier')[COST].mean(), 'min')[0], ties(kgc.groupby('Courier')[COST].sum() / kgc.groupby('Courier')[KG].sum(), 'min')[0]
if set(per_parcel) & set(per_kg): row(D, 'cheapest courier', [x for x in per_parcel if x in per_kg])
else: refuse(D, 'cheapest courier', ','.join(per_parcel), ','.join(per_kg))
refuse(D, 'average delivery time in days', days.mean(), cal.mean())
kg = d[d[KG].notna()]
refuse(D, 'average cost per kg', (kg[COST] / kg[KG]).mean(), kg[COST].sum() / kg[KG].sum())
refuse(D, 'how many parcels took more than 3 days', (days > 3).sum(), (cal > 3).sum())

# rental listings
R = 'p8_rentals'
PRICE, REV, LAST, AV = 'Price per Night', 'Number of Reviews', 'Last Review', 'Availability (days/365)'
inst = r['Instant Bookable'] == 't'
val(R, 'how many listings are there', len(r))
val(R, 'avg price per night', r[PRICE].mean())
grp(R, 'listings by room type', r.groupby('Room Type').size())
grp(R, 'average rating by neighbourhood', r.groupby('Neighbourhood').Rating.mean())
val(R, 'average rating', r.Rating.mean())
row(R, 'priciest listing', *extreme(r, PRICE, 'Listing ID'))
row(R, 'cheapest private room', *extreme(r[r['Room Type'] == 'Private room'], PRICE, 'Listing ID', 'min'))
row(R, 'which host has the most listings', *ties(r.groupby('Host Name').size()))
val(R, 'how many listings can be booked instantly', inst.sum())
row(R, 'most reviewed listing', *extreme(r, REV, 'Listing ID'))
row(R, 'which neighbourhood has the highest average price', *ties(r.groupby('Neighbourhood')[PRICE].mean()))
row(R, 'which listing has the oldest last review', *extreme(r, LAST, 'Listing ID', 'min'))
row(R, 'which room type has the lowest avg rating', *ties(r.groupby('Room Type').Rating.mean(), 'min'))
top(R, 'top 3 neighbourhoods by number of listings', r.groupby('Neighbourhood').size().nlargest(3))
grp(R, 'avg price entire home vs private room', r[r['Room Type'].isin(['Entire home/apt', 'Private room'])].groupby('Room Type')[PRICE].mean())
grp(R, 'avg minimum nights hotel rooms vs shared rooms', r[r['Room Type'].isin(['Hotel room', 'Shared room'])].groupby('Room Type')['Minimum Nights'].mean())
val(R, 'how much more does an entire home cost per night than a private room on average', r[r['Room Type'] == 'Entire home/apt'][PRICE].mean() - r[r['Room Type'] == 'Private room'][PRICE].mean())
ry = r[LAST].dt.year
grp(R, 'listings last reviewed in 2023 vs 2024', r[ry.isin([2023, 2024])].groupby(ry).size())
row(R, 'which month of the year had the most last reviews', *ties(r.groupby(r[LAST].dt.month).size()))
val(R, 'how many listings were last reviewed on a weekend', (r[LAST].dt.dayofweek >= 5).sum())
val(R, 'listings last reviewed before 1 june 2023', (r[LAST] < '2023-06-01').sum())
val(R, 'how many listings had their last review in march 2024', ((ry == 2024) & (r[LAST].dt.month == 3)).sum())
val(R, 'how many listings over $200 a night', (r[PRICE] > 200).sum())
val(R, 'avg price for listings rated 4.5 or higher', r[r.Rating >= 4.5][PRICE].mean())
val(R, 'avg price excluding shared rooms', r[r['Room Type'] != 'Shared room'][PRICE].mean())
val(R, 'how many listings between $80 and $150', r[PRICE].between(80, 150).sum())
val(R, 'listings available more than 300 days a year', (r[AV] > 300).sum())
val(R, 'how many listings need a stay of 7 nights or more', (r['Minimum Nights'] >= 7).sum())
val(R, 'listings over 1k a night', (r[PRICE] > 1000).sum())
val(R, 'how many listings have no rating', r.Rating.isna().sum())
lst(R, 'which columns have gaps', r.columns[r.isna().any()])
val(R, 'how many listings have never been reviewed', (r[REV] == 0).sum())
val(R, 'pct of listings that are instant bookable', 100 * inst.mean())
grp(R, 'share of listings by room type in %', 100 * r.groupby('Room Type').size() / len(r))
val(R, 'average availability as a % of the year', 100 * r[AV].mean() / 365)

# web access log
W = 'p8_weblog'
MS = 'response_time_ms'
err = w.status >= 500
hr = w.timestamp.dt.hour
val(W, 'how many requests are in the log', len(w))
grp(W, 'requests by method', w.groupby('method').size())
val(W, 'avg response time', w[MS].mean())
val(W, 'total bytes served', w.bytes.sum())
grp(W, 'requests per status code', w.groupby('status').size())
row(W, 'busiest endpoint', *ties(w.groupby('endpoint').size()))
a_, b_ = ties(w.groupby('country').size())[0], ties(w.groupby('country').bytes.sum())[0]
if set(a_) & set(b_): row(W, 'which country sends the most traffic', [x for x in a_ if x in b_])
else: refuse(W, 'which country sends the most traffic', ','.join(map(str, a_)), ','.join(map(str, b_)))
val(W, 'how many requests came from bots', (w.user_agent == 'Bot').sum())
row(W, 'slowest endpoint on average', *ties(w.groupby('endpoint')[MS].mean()))
val(W, 'how many page not found errors', (w.status == 404).sum())
row(W, 'which endpoint has the most server errors', *ties(w[err].groupby('endpoint').size()))
row(W, 'slowest endpoint by median response time', *ties(w.groupby('endpoint')[MS].median()))
row(W, 'which browser do people use the most', *ties(w.groupby('user_agent').size()))
grp(W, 'avg response time get vs post', w[w.method.isin(['GET', 'POST'])].groupby('method')[MS].mean())
grp(W, '5xx errors chrome vs firefox', w[err & w.user_agent.isin(['Chrome', 'Firefox'])].groupby('user_agent').size())
val(W, 'how many more 404s than 503s', (w.status == 404).sum() - (w.status == 503).sum())
row(W, 'busiest hour of the day', *ties(w.groupby(hr).size()))
row(W, 'which weekday gets the most traffic', *ties(w.groupby(w.timestamp.dt.day_name()).size()))
row(W, 'which hour of the day has the highest share of 5xx errors', ties(100 * err.groupby(hr).mean())[0])
val(W, 'how many requests between midnight and 6am', (hr < 6).sum())
row(W, 'which month had the most requests', *ties(w.groupby(w.timestamp.dt.month).size()))
val(W, 'how many requests in march 2024', ((w.timestamp.dt.year == 2024) & (w.timestamp.dt.month == 3)).sum())
val(W, 'requests on 2024-11-29', (w.timestamp.dt.strftime('%Y-%m-%d') == '2024-11-29').sum())
val(W, 'how many 5xx errors', err.sum())
val(W, 'how many 4xx responses', w.status.between(400, 499).sum())
val(W, 'requests slower than 1 second', (w[MS] > 1000).sum())
val(W, 'how many responses over 100000 bytes', (w.bytes > 100000).sum())
val(W, 'avg response time excluding bots', w[w.user_agent != 'Bot'][MS].mean())
val(W, 'median response time for post requests to /api/orders', w[(w.method == 'POST') & (w.endpoint == '/api/orders')][MS].median())
val(W, 'how many requests have no response time', w[MS].isna().sum())
lst(W, 'which columns have gaps', w.columns[w.isna().any()])
val(W, 'pct of requests with a 5xx status', 100 * err.mean())
grp(W, '5xx rate by endpoint in %', 100 * err.groupby(w.endpoint).mean())
grp(W, 'share of traffic by browser in %', 100 * w.groupby('user_agent').size() / len(w))
refuse(W, 'what is the error rate', 100 * (w.status >= 400).mean(), 100 * err.mean())
refuse(W, 'how many responses were over 500 kb', (w.bytes > 500000).sum(), (w.bytes > 512000).sum())
# sales CRM workbook
C = 'p8_crm'
AMT, CLOSE = 'Amount', 'Close Date'
won = c[c.Stage == 'Won']
closed = c[c[CLOSE].notna()]
cyc = lambda df: (df[CLOSE] - df.Created).dt.days
wy = won[CLOSE].dt.year
val(C, 'how many deals are there', len(c))
grp(C, 'deals by stage', c.groupby('Stage').size())
val(C, 'total amount of won deals', won[AMT].sum())
val(C, 'average deal amount', c[AMT].mean())
val(C, 'how many reps are there', len(reps))
row(C, 'biggest deal', *extreme(c, AMT, 'Deal ID'))
row(C, 'who won the most deals', *ties(won.groupby('Owner').size()))
row(C, 'top account by won revenue', *ties(won.groupby('Account')[AMT].sum()))
row(C, 'which rep has the highest quota', *extreme(reps, 'Annual Quota', 'Owner'))
row(C, 'which product line brings in the most won revenue', *ties(won.groupby('Product Line')[AMT].sum()))
row(C, 'longest-serving rep', *extreme(reps, 'Hire Date', 'Owner', 'min'))
grp(C, 'won revenue 2023 vs 2024', won[wy.isin([2023, 2024])].groupby(wy)[AMT].sum())
grp(C, 'avg won deal size cloud vs hardware', won[won['Product Line'].isin(['Cloud', 'Hardware'])].groupby('Product Line')[AMT].mean())
val(C, 'how many more deals did hannah ortiz win than victor lam', (won.Owner == 'Hannah Ortiz').sum() - (won.Owner == 'Victor Lam').sum())
row(C, 'which month of the year brings in the most won revenue', *ties(won.groupby(won[CLOSE].dt.month)[AMT].sum()))
row(C, 'which weekday are most deals created', *ties(c.groupby(c.Created.dt.day_name()).size()))
val(C, 'how many deals were created in january 2024', ((c.Created.dt.year == 2024) & (c.Created.dt.month == 1)).sum())
val(C, 'won deals closed before 1 july 2023', (won[CLOSE] < '2023-07-01').sum())
val(C, 'deals over $50k', (c[AMT] > 50000).sum())
val(C, 'won deals between 10k and 20k', won[AMT].between(10000, 20000).sum())
val(C, 'total amount of deals still in proposal', c[c.Stage == 'Proposal'][AMT].sum())
val(C, 'total won in 2024 excluding hardware', won[(wy == 2024) & (won['Product Line'] != 'Hardware')][AMT].sum())
val(C, 'how many deals are still open', c[CLOSE].isna().sum())
lst(C, 'which columns of the deals sheet have gaps', c.columns[c.isna().any()])
val(C, 'win rate of closed deals in %', 100 * len(won) / len(closed))
grp(C, 'win rate by owner for closed deals, in %', 100 * (closed.Stage == 'Won').groupby(closed.Owner).mean())
val(C, 'average days from created to close for won deals', cyc(won).mean())
grp(C, 'total won amount by region', won.merge(reps, on='Owner').groupby('Region')[AMT].sum())
q24 = won[wy == 2024].groupby('Owner')[AMT].sum().reindex(reps.Owner).fillna(0)
lst(C, 'which reps beat their annual quota in 2024', reps.Owner[(q24.values > reps['Annual Quota'].values)])
refuse(C, 'average deal size', c[AMT].mean(), won[AMT].mean())
refuse(C, 'what is our win rate', 100 * len(won) / len(closed), 100 * len(won) / len(c))
refuse(C, 'average sales cycle in days', cyc(won).mean(), cyc(closed).mean())

# gym class bookings
Y = 'p8_gym'
KCAL, START = 'Calories Burned', 'Class Start'
att = g.Attended == 'Y'
canc = g.Cancelled.astype(str).str.upper() == 'TRUE'
noshow = ~canc & ~att
went = g[att]
gh = g[START].dt.hour
val(Y, 'how many bookings', len(g))
grp(Y, 'bookings by class type', g.groupby('Class Type').size())
val(Y, 'avg calories burned', g[KCAL].mean())
val(Y, 'how many different members', g['Member ID'].nunique())
a_, b_ = ties(g.groupby('Instructor').size())[0], ties(g.drop_duplicates(['Class Type', START, 'Instructor']).groupby('Instructor').size())[0]
if set(a_) & set(b_): row(Y, 'busiest instructor', [x for x in a_ if x in b_])
else: refuse(Y, 'busiest instructor', ','.join(map(str, a_)), ','.join(map(str, b_)))
val(Y, 'how many no-shows', noshow.sum())
val(Y, 'how many bookings were cancelled', canc.sum())
booked, attended = ties(g.groupby('Class Type').size())[0], ties(went.groupby('Class Type').size())[0]
row(Y, 'most popular class', [x for x in booked if x in attended])
row(Y, "which instructor's classes burn the most calories on average", *ties(g.groupby('Instructor')[KCAL].mean()))
row(Y, 'which member booked the most classes', *ties(g.groupby('Member ID').size()))
row(Y, 'highest calorie session: booking id', *extreme(g, KCAL, 'Booking ID'))
grp(Y, 'avg calories spin vs yoga', g[g['Class Type'].isin(['Spin', 'Yoga'])].groupby('Class Type')[KCAL].mean())
grp(Y, 'bookings 2023 vs 2024', g.groupby(g[START].dt.year).size())
pb = g[g['Membership Tier'].isin(['Premium', 'Basic'])]
grp(Y, '% of bookings attended premium vs basic', 100 * (pb.Attended == 'Y').groupby(pb['Membership Tier']).mean())
val(Y, 'how many more spin bookings than hiit bookings', (g['Class Type'] == 'Spin').sum() - (g['Class Type'] == 'HIIT').sum())
row(Y, 'busiest hour for classes', *ties(g.groupby(gh).size()))
row(Y, 'which weekday has the most bookings', *ties(g.groupby(g[START].dt.day_name()).size()))
row(Y, 'which month of the year has the most bookings', *ties(g.groupby(g[START].dt.month).size()))
val(Y, 'how many bookings on weekend mornings', ((g[START].dt.dayofweek >= 5) & (gh < 12)).sum())
val(Y, 'bookings in january 2024', ((g[START].dt.year == 2024) & (g[START].dt.month == 1)).sum())
val(Y, 'total hours of attended classes', went.Duration.sum() / 60)
val(Y, 'bookings for classes longer than 45 minutes', (g.Duration > 45).sum())
val(Y, 'avg calories for sessions over 60 min', g[g.Duration > 60][KCAL].mean())
val(Y, 'how many sessions burned more than 500 calories', (g[KCAL] > 500).sum())
val(Y, 'avg calories excluding yoga', g[g['Class Type'] != 'Yoga'][KCAL].mean())
val(Y, 'bookings for classes starting at 6pm or later', (gh >= 18).sum())
val(Y, 'how many bookings have no calories recorded', g[KCAL].isna().sum())
lst(Y, 'which columns have gaps', g.columns[g.isna().any()])
val(Y, 'cancellation rate in %', 100 * canc.mean())
grp(Y, '% of bookings that were no-shows by class type', 100 * noshow.groupby(g['Class Type']).mean())
refuse(Y, 'how many classes were held', len(g.drop_duplicates(['Class Type', START, 'Instructor'])), len(g))
refuse(Y, 'attendance rate', 100 * att.sum() / len(g), 100 * att.sum() / (~canc).sum())
refuse(Y, 'calories per minute on average', (went[KCAL] / went.Duration).mean(), went[KCAL].sum() / went.Duration.sum())


MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
close = lambda a, e: abs(a - e) <= 1e-6 * max(1, abs(e)) + 1e-6
def label(v):
    """A pandas label as the expectation writes it: 9.0 -> 9, a month number also as its name."""
    return str(int(float(v))) if str(v).replace('.', '', 1).isdigit() and float(v) == int(float(v)) else str(v)
ok = bad = figures = 0
seen = set()
for data, q, kind, got in checks:
    seen.add((data, q))
    e = exp.get((data, q))
    if e is None: print('NO EXPECTATION', q); bad += 1; continue
    if kind == 'value': good = e['kind'] == 'value' and close(got, e['value']); figures += 1
    elif kind == 'groups':
        ev = {label(k): v for k, v in e['values'].items()}
        gv = {label(k): v for k, v in got.items()}
        good = e['kind'] == 'groups' and set(ev) == set(gv) and all(close(gv[k], ev[k]) for k in ev); figures += len(ev)
    elif kind == 'row':
        labels, v = got
        names = [label(l) for l in labels]
        # pandas names every tied label; the expectation lists each with its spellings (months and weekdays too).
        good = e['kind'] == 'row' and all(n in e['labels'] or (n.isdigit() and e['column'] == 'month' and MONTHS[int(n) - 1] in e['labels']) for n in names) and len(names) > 0
        good = good and (v is None or 'value' not in e or close(v, e['value']))
        figures += 1
    elif kind == 'top':
        good = e['kind'] == 'top' and e['keys'] == got[0] and all(close(a, b) for a, b in zip(got[1], e['values'])); figures += len(got[0])
    elif kind == 'list':
        good = e['kind'] == 'list' and sorted(e['values']) == got; figures += 1
    elif kind == 'two readings':
        a, b = got
        differ = (a != b) if isinstance(a, str) else not close(a, b)
        good = e['kind'] == 'refuse' and differ; figures += 2
    print(('OK  ' if good else 'DIFF'), f'[{data}] {q}: pandas {got if kind not in ("groups",) else "…"}' + ('' if good else f'  expected {e}'))
    ok += good; bad += not good
answerable = [(e['data'], e['q']) for e in expected if e['expect']['kind'] != 'refuse']
missing = [k for k in answerable if k not in seen]
for k in missing: print('NOT CHECKED', k)
print(f'{ok} questions agree, {bad} differ; {figures} figures compared; {len(answerable) - len(missing)}/{len(answerable)} answerable questions checked')
sys.exit(1 if bad or missing else 0)
