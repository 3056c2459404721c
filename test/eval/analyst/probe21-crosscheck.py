"""Probe 21's data check: recomputes EVERY answerable expectation with pandas, and both readings of
each two-reading phrasing, reading the generated files as written (not the generator's rows), and
compares them with expected.json. Run with Debian's /usr/bin/python3 (pandas, openpyxl); see
crosscheck.ts (npx tsx test/eval/analyst/crosscheck.ts 21 <dir>)."""
import json, sys
import pandas as pd
F = sys.argv[1].rstrip('/') + '/'
expected = json.load(open(F + 'expected.json'))
exp = {(e['data'], e['q']): e['expect'] for e in expected}
NA = ['', 'NA', 'n/a', '-']

checks = []
def val(d, q, v): checks.append((d, q, 'value', float(v)))
def grp(d, q, ser): checks.append((d, q, 'groups', {str(k): float(v) for k, v in ser.items()}))
def top(d, q, ser, n): checks.append((d, q, 'top', [(str(k), float(v)) for k, v in ser.sort_values(ascending=False).head(n).items()]))
def row(d, q, labels, v=None, exact=True): checks.append((d, q, 'row', ([str(l) for l in labels], v, exact)))
def lst(d, q, values): checks.append((d, q, 'list', sorted(str(v) for v in values)))
def refuse(d, q, a, b): checks.append((d, q, 'two readings', (a, b)))
def ties(ser, how='max'):
    """Every key tied at the top (or bottom) of a series, with the value."""
    best = ser.max() if how == 'max' else ser.min()
    return [k for k, v in ser.items() if abs(v - best) < 1e-9], float(best)
def extreme(df, col, label, how='max'):
    best = df[col].max() if how == 'max' else df[col].min()
    return list(df.loc[df[col] == best, label].unique()), float(best)
def two(d, q, a, b, exact=True):
    """A two-reading phrasing: an answer where the readings agree, a must-refuse where they differ."""
    if isinstance(a, list):
        shared = [x for x in a if x in b]
        if shared: row(d, q, shared, None, exact)
        else: refuse(d, q, ','.join(map(str, a)), ','.join(map(str, b)))
    elif abs(a - b) < 1e-9: val(d, q, a)
    else: refuse(d, q, float(a), float(b))
def money(col):
    """ "£1,234.50", "-£95.00", "£1.85/hd" as a number (blank, "-" and "n/a" stay missing)."""
    return col.astype('string').str.replace(r'[£,]|/hd$', '', regex=True).astype(float)
def pctcol(col):
    """ "54%" as 54 (missing stays missing)."""
    return col.astype('string').str.rstrip('%').astype(float)
def unit(col, suffix):
    """ "4.9 m", "28.4 m³", "11.6 m", "34 mi" as a number."""
    return col.astype('string').str.replace(suffix, '', regex=False).str.replace(',', '', regex=False).str.strip().astype(float)
def clock(col):
    """ "5:45", "14:20" or "1:05 PM" as minutes after midnight (blank stays missing)."""
    parts = col.astype('string').str.extract(r'^(\d{1,2}):(\d{2})(?: ([AP]M))?$')
    h = parts[0].astype(float)
    h = h.where(parts[2].isna(), h % 12 + (parts[2] == 'PM').astype(float) * 12)
    return h * 60 + parts[1].astype(float)
def gaps(df):
    return [c_ for c_ in df.columns if df[c_].isna().any()]
def ym(col):
    return col.dt.strftime('%Y-%m')
def quarter(col):
    return 'Q' + col.dt.quarter.astype(str)
def rate(df, key, hit):
    return df.assign(_h=hit.astype(float)).groupby(key)['_h'].mean()
def ratio(df, key, top_, bottom):
    k = df.dropna(subset=[top_, bottom])
    return k.groupby(key)[top_].sum() / k.groupby(key)[bottom].sum()

MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
DAYNAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']
def weekday_row(d, q, ser, how='max'):
    w = ties(ser, how)
    row(d, q, [DAYNAMES[k] for k in w[0]], w[1], False)

# bakery wholesale lines
D = 'p21_bakery'
b = pd.read_csv(F + 'bakery_wholesale_2024.csv', keep_default_na=False, na_values=NA, dtype={'Drop Time': str})
raw_b = list(b.columns)
b['date'] = pd.to_datetime(b['Delivery Date'].str.slice(4), format='%d/%m/%y')
print('  (bakery: weekday prefix agrees with the date:', bool((b['Delivery Date'].str.slice(0, 3) == b.date.dt.strftime('%a')).all()), '; dates', b.date.min().date(), 'to', b.date.max().date(), ')')
b['dropmin'] = clock(b['Drop Time'])
b['price'] = money(b['Unit Price'])
b['total'] = money(b['Line Total'])
wt = b['Dough Weight (each)'].str.extract(r'^([\d.]+) (g|kg)$')
b['grams'] = wt[0].astype(float) * wt[1].map({'g': 1, 'kg': 1000})
qd = 'Qty Delivered'
print('  (bakery: line total = delivered x price:', bool(((b[qd] * b.price).round(2).fillna(-1) == b.total.fillna(-1)).all()), ')')
grp(D, 'orders per product', b.groupby('Product').size())
val(D, 'total sales', b.total.sum())
val(D, 'avg line value', b.total.mean())
val(D, 'how many wholesale customers', b.Customer.nunique())
top(D, 'top 3 products by qty delivered', b.groupby('Product')[qd].sum(), 3)
row(D, 'who spends the most with us', *ties(b.groupby('Customer').total.sum()))
row(D, 'which product gets returned the most', *ties(b.groupby('Product').Returns.sum()))
row(D, 'biggest single line by value', *extreme(b, 'total', 'Line Ref'))
sd = b[b.Product == 'Sourdough Loaf']
row(D, 'which day did we sell the most sourdough', *ties(sd.groupby(sd.date.dt.strftime('%Y-%m-%d'))[qd].sum()), exact=False)
val(D, 'how many shorts did we send', (b.Status == 'Delivered - Short').sum())
val(D, 'how many dockets did the snow stop', b[b.Status == 'Not Delivered - Snow'].Docket.nunique())
val(D, 'how many collections', b[b['Delivery Method'] == 'Collected'].Docket.nunique())
val(D, 'total returns from the farm shops', b[b['Customer Type'] == 'Farm Shop'].Returns.sum())
sb = b[b.Product.isin(['Sourdough Loaf', 'White Bloomer'])]
grp(D, 'sourdough vs bloomer sales', sb.groupby('Product').total.sum())
cp = b[b.Product.isin(['Croissant', 'Pain au Chocolat'])]
grp(D, 'croissants vs pain au choc qty', cp.groupby('Product')[qd].sum())
cf = b[b['Customer Type'].isin(['Café', 'Farm Shop'])]
grp(D, 'cafes vs farm shops sales', cf.groupby('Customer Type').total.sum())
grp(D, 'tom vs ade sales', b.groupby('Driver').total.sum())
weekday_row(D, 'which weekday do we sell the most', b.groupby(b.date.dt.dayofweek).total.sum())
sr = b[b.Product == 'Sausage Roll']
row(D, 'which month do we sell the most sausage rolls', *ties(sr.groupby(sr.date.dt.month)[qd].sum()), exact=False)
grp(D, 'sales by month', b.groupby(ym(b.date)).total.sum())
val(D, 'sales on 12 march', b[b.date == '2024-03-12'].total.sum())
val(D, 'hot cross buns on good friday', b[(b.Product == 'Hot Cross Buns x6') & (b.date == '2024-03-29')][qd].sum())
val(D, 'what did the swan spend in july', b[(b.Customer == 'The Swan Inn') & (b.date.dt.month == 7)].total.sum())
val(D, 'how many lines on christmas eve', (b.date == '2024-12-24').sum())
print('  (bakery: exactly £50:', (b.total == 50).sum(), '; sourdough ordered exactly 20:', ((b.Product == 'Sourdough Loaf') & (b['Qty Ordered'] == 20)).sum(), '; drops at 6:00:', (b.dropmin == 360).sum(), '; exactly 5 returns:', (b.Returns == 5).sum(), ')')
val(D, 'lines worth more than £50', (b.total > 50).sum())
val(D, 'times someone ordered 20 or more sourdough', ((b.Product == 'Sourdough Loaf') & (b['Qty Ordered'] >= 20)).sum())
val(D, 'how many dockets were dropped before 6am', b[b.dropmin < 360].Docket.nunique())
val(D, 'lines with more than 5 returns', (b.Returns > 5).sum())
lst(D, 'which products weigh under 100 g', b[b.grams < 100].Product.unique())
val(D, 'how many lines have no drop time', b['Drop Time'].isna().sum())
lst(D, 'which columns have blanks', gaps(b[raw_b]))
fs = b[b['Customer Type'] == 'Farm Shop']
grp(D, 'return rate by farm shop', ratio(fs, 'Customer', 'Returns', qd))
val(D, 'total dough sent out in kg', (b[qd] * b.grams).sum() / 1000)
grp(D, 'share of sales by category', b.groupby('Category').total.sum() / b.total.sum())
two(D, 'how many orders did we get', b.Docket.nunique(), len(b))
two(D, 'how much did the grind spend', b[b.Customer == 'The Daily Grind'].total.sum(), b[b.Customer == 'Grind House Coffee'].total.sum())
dec = b[b.date.dt.month == 12]
two(D, 'how many pies went out in december', dec[dec.Product == 'Mince Pies x6'][qd].sum(), dec[dec.Product == 'Pork Pie'][qd].sum())

# car wash till
D = 'p21_carwash'
c = pd.read_csv(F + 'carwash_till_2024-25.csv', keep_default_na=False, na_values=NA)
raw_c = list(c.columns)
c['dt'] = pd.to_datetime(c['Date/Time'], format='%d.%m.%Y %H:%M')
c['price'] = money(c.Price)
c['paid'] = money(c.Paid)
c['tip'] = money(c.Tip)
c['disc'] = pctcol(c.Discount)
du = c.Duration.astype('string').str.extract(r'^(?:(\d+) hrs?)?\s*(?:(\d+) mins)?$')
c['mins'] = (du[0].astype(float).fillna(0) * 60 + du[1].astype(float).fillna(0)).where(c.Duration.notna())
c['rating'] = c.Rating.astype('string').str.extract(r'^(\d)/5$')[0].astype(float)
W = 'Water Used (L)'
print('  (car wash: dates', c.dt.min(), 'to', c.dt.max(), '; durations parsed:', bool(c.mins.notna().sum() == c.Duration.notna().sum()), '; paid = price less discount where paid:', bool((((c.price * (1 - c.disc.fillna(0) / 100)).round(2) == c.paid) | (c.Status != 'Completed') | c.paid.isna()).all()), ')')
val(D, 'total takings', c.paid.sum())
grp(D, 'transactions by service', c.groupby('Service').size())
val(D, 'avg paid per transaction', c.paid.mean())
val(D, 'total tips', c.tip.sum())
top(D, 'top 3 services by takings', c.groupby('Service').paid.sum(), 3)
row(D, 'who got the most tips', *ties(c.groupby('Staff').tip.sum()))
row(D, 'biggest single sale', *extreme(c, 'paid', 'Txn'))
row(D, 'busiest bay', *ties(c.groupby('Bay').size()))
row(D, 'which vehicle size pays the most on average', *ties(c.groupby('Vehicle Size').paid.mean()))
val(D, 'how many rewashes', (c.Status == 'Rewash - Complaint').sum())
val(D, 'how many full valets', (c.Service == 'Full Valet').sum())
val(D, 'how many refunds', (c.Status == 'Refunded').sum())
val(D, 'how many account jobs', (c.Payment == 'Account').sum())
cc = c[c.Payment.isin(['Cash', 'Card'])]
grp(D, 'cash vs card takings', cc.groupby('Payment').paid.sum())
km = c[(c.Service == 'Full Valet') & c.Staff.isin(['Kasia', 'Marek'])]
grp(D, 'full valets kasia vs marek', km.groupby('Staff').size())
grp(D, 'members vs non members avg spend', c.groupby('Member').paid.mean())
vs = c[c['Vehicle Size'].isin(['Van', 'Large/SUV'])]
grp(D, 'vans vs suvs takings', vs.groupby('Vehicle Size').paid.sum())
row(D, 'busiest hour', *ties(c.groupby(c.dt.dt.hour).size()), exact=False)
row(D, 'quietest month', *ties(c.groupby(c.dt.dt.month).size(), 'min'), exact=False)
grp(D, 'takings by month', c.groupby(ym(c.dt)).paid.sum())
val(D, 'takings on 14 september', c[c.dt.dt.strftime('%Y-%m-%d') == '2024-09-14'].paid.sum())
val(D, 'avg rating', c.rating.mean())
val(D, 'avg full valet time in minutes', c[c.Service == 'Full Valet'].mins.mean())
val(D, 'transactions on christmas eve', (c.dt.dt.strftime('%Y-%m-%d') == '2024-12-24').sum())
print('  (car wash: exactly 150 L:', (c[W] == 150).sum(), '; exactly 120 min:', (c.mins == 120).sum(), '; paid exactly £100:', (c.paid == 100).sum(), '; tips exactly £5:', (c.tip == 5).sum(), ')')
val(D, 'washes that used over 150 litres', (c[W] > 150).sum())
val(D, 'jobs longer than 2 hrs', (c.mins > 120).sum())
val(D, 'transactions over £100', (c.paid > 100).sum())
val(D, 'tips of £5 or more', (c.tip >= 5).sum())
val(D, 'suv mini valets on sundays', ((c['Vehicle Size'] == 'Large/SUV') & (c.Service == 'Mini Valet') & (c.dt.dt.dayofweek == 6)).sum())
val(D, 'how many transactions have no water reading', c[W].isna().sum())
lst(D, 'which columns have gaps', gaps(c[raw_c]))
grp(D, 'share of takings by payment method', c.groupby('Payment').paid.sum() / c.paid.sum())
grp(D, 'tips as a % of takings by staff', c.groupby('Staff').tip.sum() / c.groupby('Staff').paid.sum())
grp(D, 'share of transactions by vehicle size', c.groupby('Vehicle Size').size() / len(c))
two(D, 'avg discount', c.disc.mean(), c.disc.fillna(0).mean())
two(D, 'how much did westway spend', c[c['Account Name'] == 'Westway Motors'].price.sum(), c[c['Account Name'] == 'Westway Van Hire'].price.sum())
two(D, 'how many cars did we wash', (c.Status != 'Refunded').sum(), c.Reg.nunique())

# sawmill log intake
D = 'p21_sawmill'
s = pd.read_csv(F + 'log_intake_2024.csv', keep_default_na=False, na_values=NA)
raw_s = list(s.columns)
TOP = 'Top Diameter (cm, avg)'
s['date'] = pd.to_datetime(s['Date In'].str.replace(r'^(\d+)(st|nd|rd|th) ', r'\1 ', regex=True), format='%d %B %Y')
s['hour'] = clock(s['Weighed In']) // 60
s['len'] = unit(s['Avg Length'], ' m')
s['vol'] = unit(s.Volume, ' m³')
s['price'] = money(s['Price /m³'])
s['lv'] = money(s['Load Value'])
s['moist'] = pctcol(s.Moisture)
NW = 'Net Weight (t)'
print('  (sawmill: dates', s.date.min().date(), 'to', s.date.max().date(), '; weekends:', int((s.date.dt.dayofweek >= 5).sum()), '; value = volume x price where accepted:', bool(((s.vol * s.price).round(2) == s.lv)[s.lv.notna()].all()), ')')
val(D, 'total volume', s.vol.sum())
grp(D, 'loads by species', s.groupby('Species').size())
val(D, 'total spent on logs', s.lv.sum())
val(D, 'avg logs per load', s.Logs.mean())
top(D, 'top 3 suppliers by volume', s.groupby('Supplier').vol.sum(), 3)
row(D, 'heaviest load', *extreme(s, NW, 'Docket'))
row(D, 'which supplier sends the most rot', *ties(s[s.Status == 'Rejected - Rot'].groupby('Supplier').size()))
row(D, 'which species has the thickest logs', *ties(s.groupby('Species')[TOP].mean()))
row(D, 'which haulier brings the most loads', *ties(s.groupby('Haulier').size()))
val(D, 'how many loads did we turn away', s.Status.str.startswith('Rejected').sum())
val(D, 'how many loads had metal in', (s.Status == 'Rejected - Metal').sum())
val(D, 'how many fsc loads', (s.Certification == 'FSC').sum())
val(D, 'how many loads came on our own wagon', (s.Haulier == 'Own Wagon').sum())
sdf = s[s.Species.isin(['Sitka Spruce', 'Douglas Fir'])]
grp(D, 'sitka vs douglas fir volume', sdf.groupby('Species').vol.sum())
ab = s[s.Grade.isin(['A', 'B'])]
grp(D, 'grade a vs b avg top diameter', ab.groupby('Grade')[TOP].mean())
fp = s[s.Certification.isin(['FSC', 'PEFC'])]
grp(D, 'fsc vs pefc spend', fp.groupby('Certification').lv.sum())
kb = s[s.Supplier.isin(['Kielder Timber Co', 'Balnagown Estate'])]
grp(D, 'kielder vs balnagown loads', kb.groupby('Supplier').size())
row(D, 'quietest month', *ties(s.groupby(s.date.dt.month).size(), 'min'), exact=False)
hr = ties(s.groupby('hour').size())
row(D, 'what time do most wagons arrive', [int(h) for h in hr[0]], hr[1], exact=False)
grp(D, 'volume by month', s.groupby(ym(s.date)).vol.sum())
val(D, 'loads on 7th may', (s.date == '2024-05-07').sum())
val(D, 'avg moisture', s.moist.mean())
val(D, 'avg log length', s.len.mean())
val(D, 'what did we spend with glenmore in march', s[(s.Supplier == 'Glenmore Estate') & (s.date.dt.month == 3)].lv.sum())
print('  (sawmill: exactly 30.0 m³:', (s.vol == 30).sum(), '; moisture exactly 55:', (s.moist == 55).sum(), '; sitka top exactly 20 cm:', ((s.Species == 'Sitka Spruce') & (s[TOP] == 20)).sum(), '; exactly 28.00 t:', (s[NW] == 28).sum(), ')')
val(D, 'loads over 30 m3', (s.vol > 30).sum())
val(D, 'loads of 5.5 m logs', (s.len == 5.5).sum())
val(D, 'loads with moisture over 55%', (s.moist > 55).sum())
val(D, 'sitka loads with a top diameter under 20 cm', ((s.Species == 'Sitka Spruce') & (s[TOP] < 20)).sum())
val(D, 'loads heavier than 28 t', (s[NW] > 28).sum())
val(D, 'how many loads werent moisture tested', s.Moisture.isna().sum())
lst(D, 'which columns have missing values', gaps(s[raw_s]))
grp(D, 'price per tonne by species', ratio(s, 'Species', 'lv', NW))
grp(D, 'rejection rate by supplier', rate(s, 'Supplier', s.Status.str.startswith('Rejected')))
grp(D, 'avg volume per log by grade', s.groupby('Grade').vol.sum() / s.groupby('Grade').Logs.sum())
acc = s.dropna(subset=['lv'])
two(D, 'whats the avg price per cube', s.price.mean(), acc.lv.sum() / acc.vol.sum())
two(D, 'how much pine came in', s[s.Species == 'Scots Pine'].vol.sum(), s[s.Species.isin(['Scots Pine', 'Lodgepole Pine'])].vol.sum())

# marina visitors (workbook)
D = 'p21_marina'
X = F + 'marina_visitors_2024.xlsx'
mv = pd.read_excel(X, sheet_name='Visitors', keep_default_na=False, na_values=NA, dtype={'Arrival Time': str})
mp = pd.read_excel(X, sheet_name='Pontoons', keep_default_na=False, na_values=NA)
raw_m = list(mv.columns)
mv['loa'] = unit(mv.LOA, ' m')
mv['fee'] = money(mv.Fee)
mv['arr'] = clock(mv['Arrival Time'])
mp['rate'] = money(mp['Rate per m/night'])
m = mv.merge(mp[['Pontoon', 'Berths', 'rate', 'Shore Power']], on='Pontoon', how='left')
fee_again = (m.rate * m.loa * m.Nights * m.Type.map(lambda t: 1.5 if t == 'Catamaran' else 1)).round(2)
print('  (marina: arrived', m.Arrived.min().date(), 'to', m.Arrived.max().date(), '; every pontoon on the Pontoons sheet:', bool(m.Berths.notna().all()), '; paid fee = rate x loa x nights:', bool((fee_again == m.fee)[m.Status.isin(['Paid', 'Unpaid'])].all()), '; departed = arrived + nights:', bool(((m.Departed - m.Arrived).dt.days == m.Nights)[m.Nights.notna()].all()), ')')
val(D, 'total berthing fees', m.fee.sum())
grp(D, 'visits by pontoon', m.groupby('Pontoon').size())
val(D, 'avg stay in nights', m.Nights.mean())
val(D, 'total visitor nights', m.Nights.sum())
val(D, 'total diesel sold', m['Diesel (L)'].sum())
row(D, 'longest boat', *extreme(m, 'loa', 'Boat Name'))
row(D, 'which pontoon earns the most', *ties(m.groupby('Pontoon').fee.sum()))
row(D, 'longest stay', *extreme(m, 'Nights', 'Boat Name'))
row(D, 'which country sends the most boats', *ties(m.groupby('Flag').size()))
val(D, 'how many no shows', (m.Status == 'No Show').sum())
val(D, 'how many cats', (m.Type == 'Catamaran').sum())
val(D, 'how many boats called up on vhf', (m.Booking == 'VHF').sum())
val(D, 'how many reciprocal nights', m[m.Status == 'Reciprocal'].Nights.sum())
sm_ = m[m.Type.isin(['Sail', 'Motor'])]
grp(D, 'sail vs motor', sm_.groupby('Type').size())
fn = m[m.Flag.isin(['FR', 'NL'])]
grp(D, 'french vs dutch avg loa', fn.groupby('Flag').loa.mean())
cc = m[m.Payment.isin(['Card', 'Cash'])]
grp(D, 'card vs cash fees', cc.groupby('Payment').fee.sum())
pab = m[m.Pontoon.isin(['A', 'B'])]
grp(D, 'avg nights a vs b pontoon', pab.groupby('Pontoon').Nights.mean())
row(D, 'busiest month for arrivals', *ties(m.groupby(m.Arrived.dt.month).size()), exact=False)
weekday_row(D, 'which day do most boats arrive', m.groupby(m.Arrived.dt.dayofweek).size())
grp(D, 'fees by month', m.groupby(ym(m.Arrived)).fee.sum())
print('  (marina: arrivals at exactly 18:00:', (m.arr == 18 * 60).sum(), '; loa exactly 12.0:', (m.loa == 12).sum(), '; exactly 20 kWh:', (m['Electric (kWh)'] == 20).sum(), '; motor exactly 15.0 m on the hammerhead:', ((m.Type == 'Motor') & (m.loa == 15) & (m.Pontoon == 'Hammerhead')).sum(), ')')
val(D, 'arrivals after 6pm', (m.arr > 18 * 60).sum())
val(D, 'avg loa of the cats', m[m.Type == 'Catamaran'].loa.mean())
val(D, 'fees from boats that arrived on 3 aug', m[m.Arrived == '2024-08-03'].fee.sum())
val(D, 'arrivals on 15 june', (m.Arrived == '2024-06-15').sum())
val(D, 'boats over 12 m', (m.loa > 12).sum())
val(D, 'stays of a week or more', (m.Nights >= 7).sum())
val(D, 'visits that used more than 20 kwh', (m['Electric (kWh)'] > 20).sum())
val(D, 'motor boats over 15 m on the hammerhead', ((m.Type == 'Motor') & (m.loa > 15) & (m.Pontoon == 'Hammerhead')).sum())
val(D, 'visits on pontoons with no shore power', (m['Shore Power'] == 'No').sum())
val(D, 'how many visits have no electric reading', m['Electric (kWh)'].isna().sum())
lst(D, 'which columns on the visitors sheet have gaps', gaps(mv[raw_m]))
grp(D, 'fee per night by pontoon', ratio(m, 'Pontoon', 'fee', 'Nights'))
grp(D, 'visitor nights per berth by pontoon', m.groupby('Pontoon').Nights.sum() / mp.set_index('Pontoon').Berths)
grp(D, 'share of visits by booking method', m.groupby('Booking').size() / len(m))
two(D, 'avg length', m.loa.mean(), m.Nights.mean())
two(D, 'how much did sea otter pay', m[m['Boat Name'] == 'Sea Otter'].fee.sum(), m[m['Boat Name'] == 'Sea Otter II'].fee.sum())
came = m[m.Status != 'No Show']
two(D, 'how many boats came in', len(came), came['Boat Name'].nunique())

# shearing tally book
D = 'p21_shearing'
h = pd.read_csv(F + 'shearing_tally_2025.csv', keep_default_na=False, na_values=NA, dtype={'Start': str, 'Finish': str})
raw_h = list(h.columns)
h['date'] = pd.to_datetime(h.Date, format='%d/%m/%y')
h['rate'] = money(h.Rate)
h['amount'] = money(h.Amount)
h['miles'] = unit(h.Mileage, ' mi')
h['hours'] = (clock(h.Finish) - clock(h.Start)) / 60
h['start'] = clock(h.Start)
print('  (shearing: dates', h.date.min().date(), 'to', h.date.max().date(), '; amount = head x rate:', bool(((h.Head * h.rate).round(2) == h.amount)[h.amount.notna()].all()), ')')
val(D, 'total head shorn', h.Head.sum())
val(D, 'total earned', h.amount.sum())
grp(D, 'head by shearer', h.groupby('Shearer').Head.sum())
val(D, 'total wool', h['Wool (kg)'].sum())
val(D, 'how many farms', h.Farm.nunique())
row(D, 'whos shorn the most', *ties(h.groupby('Shearer').Head.sum()))
row(D, 'biggest tally', *extreme(h, 'Head', 'Tally ID'))
row(D, 'which farm pays the most', *ties(h.groupby('Farm').amount.sum()))
row(D, 'which shearer has the most cuts', *ties(h.groupby('Shearer').Cuts.sum()))
val(D, 'how many jobs rained off', (h.Status == 'Rained Off').sum())
val(D, 'how many dagging jobs', (h.Job == 'Dagging').sum())
val(D, 'how many tups did we do', h[h.Stock == 'Tups'].Head.sum())
val(D, 'how many jobs cut short by wet sheep', (h.Status == 'Part Done - Wet Sheep').sum())
eh = h[h.Stock.isin(['Ewes', 'Hoggs'])]
grp(D, 'ewes vs hoggs head shorn', eh.groupby('Stock').Head.sum())
gr = h[h.Shearer.isin(['Gareth', 'Rhys'])]
grp(D, 'gareth vs rhys avg tally', gr.groupby('Shearer').Head.mean())
tw = h[h.Breed.isin(['Texel', 'Welsh Mountain'])]
grp(D, 'texel vs welsh mountain wool', tw.groupby('Breed')['Wool (kg)'].sum())
q23 = h[h.date.dt.quarter.isin([2, 3])]
grp(D, 'q2 vs q3 earnings', q23.groupby(quarter(q23.date)).amount.sum())
row(D, 'which month do we shear the most sheep', *ties(h.groupby(h.date.dt.month).Head.sum()), exact=False)
weekday_row(D, 'which weekday earns the most', h.groupby(h.date.dt.dayofweek).amount.sum())
grp(D, 'head shorn by month', h.groupby(ym(h.date)).Head.sum())
val(D, 'head on 3 june', h[h.date == '2025-06-03'].Head.sum())
val(D, 'earnings in july', h[h.date.dt.month == 7].amount.sum())
print('  (shearing: starts at exactly 6:00:', (h.start == 360).sum(), '; tallies of exactly 300:', (h.Head == 300).sum(), '; exactly 40 mi:', (h.miles == 40).sum(), '; exactly 2 cuts:', (h.Cuts == 2).sum(), '; exactly £400:', (h.amount == 400).sum(), '; welsh mountain ewes exactly 250:', ((h.Breed == 'Welsh Mountain') & (h.Stock == 'Ewes') & (h.Head == 250)).sum(), ')')
val(D, 'jobs that started before 6am', (h.start < 360).sum())
val(D, 'avg miles per job', h.miles.mean())
val(D, 'how many tallies over 300', (h.Head > 300).sum())
val(D, 'jobs over 40 mi', (h.miles > 40).sum())
val(D, 'tallies with more than 2 cuts', (h.Cuts > 2).sum())
val(D, 'jobs paying over £400', (h.amount > 400).sum())
val(D, 'welsh mountain ewe tallies over 250', ((h.Breed == 'Welsh Mountain') & (h.Stock == 'Ewes') & (h.Head > 250)).sum())
val(D, 'how many jobs have no wool weight', h['Wool (kg)'].isna().sum())
lst(D, 'which columns have blanks', gaps(h[raw_h]))
grp(D, 'sheep per hour by shearer', ratio(h, 'Shearer', 'Head', 'hours'))
grp(D, 'wool per head by breed', ratio(h, 'Breed', 'Wool (kg)', 'Head'))
grp(D, 'share of earnings by job', h.groupby('Job').amount.sum() / h.amount.sum())
two(D, 'how many crutching jobs', (h.Job == 'Crutching').sum(), h.Job.isin(['Crutching', 'Belly & Crutch']).sum())
two(D, 'how much did moor farm pay', h[h.Farm == 'Low Moor Farm'].amount.sum(), h[h.Farm == 'High Moor Farm'].amount.sum())
print('  (status counts:', dict(b.Status.value_counts()), dict(c.Status.value_counts()), dict(s.Status.value_counts()), dict(mv.Status.value_counts()), dict(h.Status.value_counts()), ')')
print('  (rows:', len(b), len(c), len(s), len(mv), len(mp), len(h), ')')

close = lambda a, e_: abs(a - e_) <= 1e-6 * max(1, abs(e_)) + 1e-6
def label(v_):
    """A pandas label as the expectation writes it: 9.0 -> 9."""
    return str(int(float(v_))) if str(v_).replace('.', '', 1).isdigit() and float(v_) == int(float(v_)) else str(v_)
def spelled(name, e_):
    """A month or hour number, or a weekday name, as one of the expectation's labels."""
    if name in e_['labels']: return True
    if name.isdigit() and e_['column'] == 'month': return MONTHS[int(name) - 1] in e_['labels']
    if name.isdigit() and e_['column'] == 'hour': return f'{int(name):02d}:00' in e_['labels']
    return False
ok = bad = figures = 0
seen = set()
for data, q_, kind, got in checks:
    seen.add((data, q_))
    e_ = exp.get((data, q_))
    if e_ is None: print('NO EXPECTATION', data, q_); bad += 1; continue
    if kind == 'value': good = e_['kind'] == 'value' and close(got, e_['value']); figures += 1
    elif kind == 'groups':
        ev = {label(k_): v_ for k_, v_ in e_['values'].items()}
        gv = {label(k_): v_ for k_, v_ in got.items()}
        good = e_['kind'] == 'groups' and set(ev) == set(gv) and all(close(gv[k_], ev[k_]) for k_ in ev); figures += len(ev)
    elif kind == 'top':
        good = e_['kind'] == 'top' and [k_ for k_, _ in got] == e_['keys'] and all(close(v_, w_) for (_, v_), w_ in zip(got, e_['values'])); figures += len(got)
    elif kind == 'row':
        labels, v_, exact = got
        names_ = [label(l_) for l_ in labels]
        # pandas names every tied label; the expectation lists each with its spellings (months, weekdays, hours, days).
        good = e_['kind'] == 'row' and len(names_) > 0 and all(spelled(n, e_) for n in names_)
        # and, where the labels are plain, the expectation names no row pandas does not (ties counted both ways)
        if good and exact: good = sorted(set(names_)) == sorted(set(e_['labels']))
        good = good and (v_ is None or 'value' not in e_ or close(v_, e_['value']))
        figures += 1
    elif kind == 'list':
        good = e_['kind'] == 'list' and sorted(e_['values']) == got; figures += 1
    elif kind == 'two readings':
        a_, b_ = got
        differ = (a_ != b_) if isinstance(a_, str) else not close(a_, b_)
        good = e_['kind'] == 'refuse' and differ; figures += 2
    print(('OK  ' if good else 'DIFF'), f'[{data}] {q_}: pandas {got if kind not in ("groups", "top") else "…"}' + ('' if good else f'  expected {e_}'))
    ok += good; bad += not good
answerable = [(x['data'], x['q']) for x in expected if x['expect']['kind'] != 'refuse']
missing = [k_ for k_ in answerable if k_ not in seen]
for k_ in missing: print('NOT CHECKED', k_)
print(f'{ok} questions agree, {bad} differ; {figures} figures compared; {len(answerable) - len(missing)}/{len(answerable)} answerable questions checked')
sys.exit(1 if bad or missing else 0)
