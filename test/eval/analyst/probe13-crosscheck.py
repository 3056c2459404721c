"""Probe 13's data check: recomputes EVERY answerable expectation with pandas, and both readings of
each two-reading refusal, reading the generated files as written (not the generator's rows), and
compares them with expected.json. Run with Debian's /usr/bin/python3 (pandas, openpyxl); see
crosscheck.ts (npx tsx test/eval/analyst/crosscheck.ts 13 <dir>)."""
import json, sys
import pandas as pd
F = sys.argv[1].rstrip('/') + '/'
expected = json.load(open(F + 'expected.json'))
exp = {(e['data'], e['q']): e['expect'] for e in expected}
NA = ['', 'NA', 'n/a', '-']

checks = []
def val(d, q, v): checks.append((d, q, 'value', float(v)))
def grp(d, q, ser): checks.append((d, q, 'groups', {str(k): float(v) for k, v in ser.items()}))
def row(d, q, labels, v=None): checks.append((d, q, 'row', ([str(l) for l in labels], v)))
def lst(d, q, values): checks.append((d, q, 'list', sorted(str(v) for v in values)))
def refuse(d, q, a, b): checks.append((d, q, 'two readings', (a, b)))
def ties(ser, how='max'):
    """Every key tied at the top (or bottom) of a series, with the value."""
    best = ser.max() if how == 'max' else ser.min()
    return [k for k, v in ser.items() if abs(v - best) < 1e-9], float(best)
def extreme(df, col, label, how='max'):
    best = df[col].max() if how == 'max' else df[col].min()
    labels = df.loc[df[col] == best, label]
    return [l.strftime('%Y-%m-%d') if isinstance(l, pd.Timestamp) else l for l in labels], (None if isinstance(best, pd.Timestamp) else float(best))
def two(d, q, a, b):
    """A two-reading phrasing: an answer where the readings agree, a must-refuse where they differ."""
    if isinstance(a, list):
        shared = [x for x in a if x in b]
        if shared: row(d, q, shared)
        else: refuse(d, q, ','.join(map(str, a)), ','.join(map(str, b)))
    elif abs(a - b) < 1e-9: val(d, q, a)
    else: refuse(d, q, a, b)
def money(col):
    """ "$1,234.50", "£12.00", "€1,850.00" as a number (blank, "-" and "n/a" stay missing)."""
    return col.astype('string').str.replace(r'[$£€,]', '', regex=True).astype(float)
def secs(col):
    """ "1:02:10" (or "3:30" as h:mm, counted in minutes by the caller) as a number of the smallest unit."""
    def one(v):
        if pd.isna(v): return float('nan')
        parts = [int(x) for x in str(v).split(':')]
        return float(sum(x * 60 ** (len(parts) - 1 - k) for k, x in enumerate(parts)))
    return col.map(one)
def pctcol(col):
    """ "62%" as 62 (blank stays missing)."""
    return col.astype('string').str.rstrip('%').astype(float)
def num_(col):
    """ "1,245" as a number."""
    return col.astype('string').str.replace(',', '', regex=False).astype(float)
def gaps(df):
    return [c_ for c_ in df.columns if df[c_].isna().any()]
def share(ser):
    return ser / ser.sum()
def ym(col):
    return col.dt.strftime('%Y-%m')

MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
DAYNAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']

# tennis club matches
D = 'p13_tennis'
t = pd.read_csv(F + 'tennis_club_matches.csv', keep_default_na=False, na_values=NA)
MD, DUR, FEE = 'Match Date', 'Match Duration', 'Court Fee'
t[MD] = pd.to_datetime(t[MD], format='%B %d, %Y')
t[DUR] = secs(t[DUR]) / 60  # minutes
t[FEE] = money(t[FEE])
pl = t[t.Status.isin(['Completed', 'Retired'])]
co = t[t.Status == 'Completed']
t['loser'] = [None if pd.isna(w) else (b if w == a else a) for a, b, w in zip(t['Player 1'], t['Player 2'], t.Winner)]
pl = t[t.Status.isin(['Completed', 'Retired'])]
grp(D, 'matches by status', t.groupby('Status').size())
val(D, 'total court fees', t[FEE].sum())
val(D, 'avg sets played', t['Sets Played'].mean())
grp(D, 'completed matches by event', co.groupby('Event').size())
val(D, 'how many courts', t.Court.nunique())
two(D, 'which player won the most matches', ties(t.groupby('Winner').size())[0], ties(pl.groupby('Winner').size())[0])
row(D, 'longest match', extreme(t, DUR, 'Match ID')[0])
row(D, 'which court brings in the most fees', *ties(t.groupby('Court')[FEE].sum()))
two(D, 'who lost the most matches', ties(t.groupby('loser').size())[0], ties(pl.groupby('loser').size())[0])
val(D, 'how many matches were played', len(pl))
val(D, 'how many matches went to three sets', (t['Sets Played'] == 3).sum())
val(D, 'how many matches did priya win', (t.Winner == 'Priya Nair').sum())
val(D, 'how many matches ended with someone retiring', (t.Status == 'Retired').sum())
val(D, 'how many matches did tom play', ((pl['Player 1'] == 'Tom Becker') | (pl['Player 2'] == 'Tom Becker')).sum())
grp(D, 'completed matches 2023 vs 2024', co.groupby(co[MD].dt.year).size())
cg = t[t.Surface.isin(['Clay', 'Grass'])]
grp(D, 'avg match length in minutes clay vs grass', cg.groupby('Surface')[DUR].mean())
val(D, 'how many more wins does priya have than tom', (t.Winner == 'Priya Nair').sum() - (t.Winner == 'Tom Becker').sum())
grp(D, 'court fees 2023 vs 2024', t.groupby(t[MD].dt.year)[FEE].sum())
row(D, 'which month of the year has the most matches played', *ties(pl.groupby(pl[MD].dt.month).size()))
w = ties(t.groupby(t[MD].dt.dayofweek).size())
row(D, 'which weekday are the most matches scheduled', [DAYNAMES[k] for k in w[0]], w[1])
c24 = t[(t.Status == 'Cancelled') & (t[MD].dt.year == 2024)]
grp(D, 'cancelled matches per month in 2024', c24.groupby(ym(c24[MD])).size())
val(D, 'matches scheduled in june 2024', ((t[MD].dt.year == 2024) & (t[MD].dt.month == 6)).sum())
val(D, 'avg match length in minutes', t[DUR].mean())
val(D, 'avg court fee of completed matches', co[FEE].mean())
val(D, 'completed matches before 1 april 2023', (co[MD] < '2023-04-01').sum())
val(D, 'matches longer than 2 hours', (t[DUR] > 120).sum())
val(D, 'matches under an hour', (t[DUR] < 60).sum())
val(D, 'court fees over £15', (t[FEE] > 15).sum())
val(D, 'avg match length in minutes on grass in 2024', t[(t.Surface == 'Grass') & (t[MD].dt.year == 2024)][DUR].mean())
val(D, 'three set matches on clay', ((t['Sets Played'] == 3) & (t.Surface == 'Clay')).sum())
val(D, 'how many matches have no winner', t.Winner.isna().sum())
lst(D, 'which columns have blanks', [c_ for c_ in gaps(t) if c_ != 'loser'])
val(D, 'how many matches have no score', t.Score.isna().sum())
grp(D, 'pct of matches cancelled by court', t.groupby('Court').Status.apply(lambda x: (x == 'Cancelled').mean()))
val(D, 'pct of played matches that went to three sets', 100 * (pl['Sets Played'] == 3).mean())
grp(D, 'share of court fees by surface', share(t.groupby('Surface')[FEE].sum()))
two(D, 'how many matches', len(t), len(pl))

# bookshop sales workbook
D = 'p13_books'
s = pd.read_excel(F + 'bookshop_sales.xlsx', sheet_name='Sales', dtype={'ISBN': str})
ti = pd.read_excel(F + 'bookshop_sales.xlsx', sheet_name='Titles', dtype={'ISBN': str})
SD = 'Sale Date'
s['Unit Price'] = money(s['Unit Price'])
s['Discount'] = pctcol(s['Discount'])
s = s.merge(ti[['ISBN', 'Title', 'Genre']], on='ISBN', how='left')
s['value'] = s.Qty * s['Unit Price'] * (1 - s.Discount / 100)
so = s[s['Line Type'] == 'Sale']
rf = s[s['Line Type'] == 'Refund']
val(D, 'how many receipts', s['Receipt No'].nunique())
grp(D, 'total qty by line type', s.groupby('Line Type').Qty.sum())
val(D, 'how many titles', len(ti))
val(D, 'avg pages', ti.Pages.mean())
grp(D, 'titles by genre', ti.groupby('Genre').size())
gross = so.groupby('Title').Qty.sum()
netq = gross.sub(rf.groupby('Title').Qty.sum(), fill_value=0)
two(D, 'which title sold the most copies', ties(gross)[0], ties(netq)[0])
row(D, 'most expensive book', *extreme(ti, 'List Price (£)', 'Title'))
row(D, 'which author has the most titles', *ties(ti.groupby('Author').size()))
row(D, 'which sale had the most copies', *extreme(so, 'Qty', 'Receipt No'))
val(D, 'how many books were refunded', rf.Qty.sum())
two(D, 'how many copies of cold harbour did we sell', float(gross['Cold Harbour']), float(netq['Cold Harbour']))
val(D, 'how much was paid by gift card', so[so['Payment Method'] == 'Gift Card'].value.sum())
two(D, 'which staff member made the most sales', ties(so.groupby('Staff Member').size())[0], ties(s.groupby('Staff Member').size())[0])
grp(D, 'copies sold 2023 vs 2024, not counting refunds', so.groupby(so[SD].dt.year).Qty.sum())
cc = s[s['Payment Method'].isin(['Card', 'Cash'])]
grp(D, 'avg discount card vs cash', cc.groupby('Payment Method').Discount.mean())
val(D, 'how many more fiction than non-fiction titles', (ti.Genre == 'Fiction').sum() - (ti.Genre == 'Non-Fiction').sum())
fc = so[so.Genre.isin(['Fiction', 'Crime'])]
grp(D, 'copies sold fiction vs crime', fc.groupby('Genre').Qty.sum())
row(D, 'which month of the year sells the most copies', *ties(so.groupby(so[SD].dt.month).Qty.sum()))
two(D, 'which weekday has the most sales', [DAYNAMES[k] for k in ties(so.groupby(so[SD].dt.dayofweek).size())[0]], [DAYNAMES[k] for k in ties(s.groupby(s[SD].dt.dayofweek).size())[0]])
s24 = so[so[SD].dt.year == 2024]
grp(D, 'copies sold per month in 2024', s24.groupby(ym(s24[SD])).Qty.sum())
val(D, 'avg unit price', s['Unit Price'].mean())
val(D, 'avg discount', s.Discount.mean())
two(D, 'sales on 14 december 2024', (so[SD] == '2024-12-14').sum(), (s[SD] == '2024-12-14').sum())
val(D, 'refunds in 2023', (rf[SD].dt.year == 2023).sum())
two(D, 'sales with a discount of 20% or more', (so.Discount >= 20).sum(), (s.Discount >= 20).sum())
val(D, 'books over £20', (ti['List Price (£)'] > 20).sum())
two(D, 'sales of 3 or more copies', (so.Qty >= 3).sum(), (s.Qty >= 3).sum())
val(D, 'avg unit price of crime sales in 2024', so[(so.Genre == 'Crime') & (so[SD].dt.year == 2024)]['Unit Price'].mean())
val(D, 'books with more than 400 pages', (ti.Pages > 400).sum())
val(D, 'how many sales have no staff member', s['Staff Member'].isna().sum())
lst(D, 'which columns have gaps in the sales sheet', [c_ for c_ in gaps(s) if c_ not in ('Title', 'Genre', 'value')])
two(D, 'pct of sales paid by card', 100 * (so['Payment Method'] == 'Card').mean(), 100 * (s['Payment Method'] == 'Card').mean())
val(D, 'pct of copies sold at a discount', 100 * so[so.Discount > 0].Qty.sum() / so.Qty.sum())
grp(D, 'share of copies sold by genre', share(so.groupby('Genre').Qty.sum()))
g = so.groupby('Genre')
grp(D, 'avg price paid per copy by genre after discount', g.value.sum() / g.Qty.sum())
two(D, 'total revenue', so.value.sum(), so.value.sum() - rf.value.sum())
two(D, 'refund rate', 100 * len(rf) / len(so), 100 * len(rf) / len(s))

# 311 service requests
D = 'p13_311'
r = pd.read_csv(F + 'service_requests_311.csv', keep_default_na=False, na_values=NA)
for c_ in ('Opened', 'Closed'): r[c_] = pd.to_datetime(r[c_], format='%d.%m.%Y %H:%M')
COST, SAT = 'Repair Cost', 'Satisfaction (1-5)'
r[COST] = money(r[COST])
r['hours'] = (r.Closed - r.Opened).dt.total_seconds() / 3600
cl = r[r.Status == 'Closed']
grp(D, 'requests by category', r.groupby('Category').size())
grp(D, 'requests per ward', r.groupby('Ward').size())
grp(D, 'requests by channel', r.groupby('Channel').size())
val(D, 'how many requests did we get', len(r))
val(D, 'total repair cost', r[COST].sum())
pot = r[r.Category == 'Pothole']
two(D, 'which ward has the most potholes', ties(pot.groupby('Ward').size())[0], ties(pot[pot.Status != 'Duplicate'].groupby('Ward').size())[0])
row(D, 'most expensive repair', *extreme(r, COST, 'Request ID'))
two(D, 'which category takes longest to close', ties(cl.groupby('Category').hours.mean())[0], ties(r.groupby('Category').hours.mean())[0])
row(D, 'which channel has the highest avg satisfaction', *ties(r.groupby('Channel')[SAT].mean()))
val(D, 'how many requests are still open', (r.Status == 'Open').sum())
val(D, 'how many pothole reports in march', (pot.Opened.dt.month == 3).sum())
val(D, 'how many complaints about noise', (r.Category == 'Noise Complaint').sum())
val(D, 'how many requests came in through the app', (r.Channel == 'App').sum())
grp(D, 'requests phone vs app', r[r.Channel.isin(['Phone', 'App'])].groupby('Channel').size())
grp(D, 'avg repair cost potholes vs streetlights', r[r.Category.isin(['Pothole', 'Streetlight Out'])].groupby('Category')[COST].mean())
val(D, 'how many more requests in eastfield than westcliffe', (r.Ward == 'Eastfield').sum() - (r.Ward == 'Westcliffe').sum())
grp(D, 'avg satisfaction high vs low priority', r[r.Priority.isin(['High', 'Low'])].groupby('Priority')[SAT].mean())
row(D, 'which month had the most requests', *ties(r.groupby(r.Opened.dt.month).size()))
row(D, 'which hour of the day do most requests come in', *ties(r.groupby(r.Opened.dt.hour).size()))
w = ties(r.groupby(r.Opened.dt.dayofweek).size(), 'min')
row(D, 'which weekday gets the fewest requests', [DAYNAMES[k] for k in w[0]], w[1])
nz = r[r.Category == 'Noise Complaint']
grp(D, 'noise complaints per month', nz.groupby(ym(nz.Opened)).size())
val(D, 'requests opened in november', (r.Opened.dt.month == 11).sum())
val(D, 'avg repair cost', r[COST].mean())
val(D, 'requests opened before 15 feb 2024', (r.Opened < '2024-02-15').sum())
val(D, 'repairs over $1,000', (r[COST] > 1000).sum())
val(D, 'high priority requests in harbourside', ((r.Priority == 'High') & (r.Ward == 'Harbourside')).sum())
val(D, 'requests that took more than 7 days to close', (r.hours > 168).sum())
val(D, 'avg repair cost of potholes in central', pot[pot.Ward == 'Central'][COST].mean())
val(D, 'requests with satisfaction 2 or lower', (r[SAT] <= 2).sum())
val(D, 'how many requests have no closed date', r.Closed.isna().sum())
lst(D, 'which columns have missing values', [c_ for c_ in gaps(r) if c_ != 'hours'])
val(D, 'how many requests have no satisfaction score', r[SAT].isna().sum())
val(D, 'avg days to close, only requests with status closed', cl.hours.mean() / 24)
val(D, 'pct of requests that were duplicates', 100 * (r.Status == 'Duplicate').mean())
grp(D, 'share of requests by channel', share(r.groupby('Channel').size()))
two(D, 'avg days to close', cl.hours.mean() / 24, r.hours.mean() / 24)

# vineyard harvest log
D = 'p13_vineyard'
v = pd.read_csv(F + 'vineyard_harvest_log.csv', keep_default_na=False, na_values=NA)
PD, KG, BRIX, ACID, PT, PRICE = 'Pick Date', 'Net Weight (kg)', 'Sugar (°Brix)', 'Acidity (g/L)', 'Picking Time (h:mm)', 'Price per Tonne'
v[PD] = pd.to_datetime(v[PD], format='%d/%m/%Y')
v[KG] = num_(v[KG])
v[PT] = secs(v[PT])  # h:mm read as minutes
v[PRICE] = money(v[PRICE])
yr = v[PD].dt.year
val(D, 'how many loads', len(v))
grp(D, 'loads by variety', v.groupby('Variety').size())
grp(D, 'total weight in kg by block', v.groupby('Block')[KG].sum())
val(D, 'avg brix', v[BRIX].mean())
val(D, 'how many blocks', v.Block.nunique())
row(D, 'which block had the highest avg brix', *ties(v.groupby('Block')[BRIX].mean()))
row(D, 'heaviest load', *extreme(v, KG, 'Load No'))
row(D, 'which variety has the highest avg price per tonne', *ties(v.groupby('Variety')[PRICE].mean()))
row(D, 'which crew picked the most kg', *ties(v.groupby('Crew')[KG].sum()))
val(D, 'how many loads were rejected', (v['Load Status'] == 'Rejected').sum())
val(D, 'how many tonnes of chardonnay did we pick in 2023', v[(v.Variety == 'Chardonnay') & (yr == 2023)][KG].sum() / 1000)
row(D, 'when did we start picking in 2024', [v[yr == 2024][PD].min().strftime('%Y-%m-%d')])
val(D, 'how many loads were hand picked', (v['Picking Method'] == 'Hand').sum())
grp(D, 'total kg 2023 vs 2024', v[yr.isin([2023, 2024])].groupby(yr)[KG].sum())
grp(D, 'avg brix chardonnay vs riesling', v[v.Variety.isin(['Chardonnay', 'Riesling'])].groupby('Variety')[BRIX].mean())
grp(D, 'avg acidity hand vs machine picked', v.groupby('Picking Method')[ACID].mean())
val(D, 'how many fewer loads in 2024 than 2021', (yr == 2021).sum() - (yr == 2024).sum())
row(D, 'which month of the year has the most loads', *ties(v.groupby(v[PD].dt.month).size()))
row(D, 'in which month of the year is brix highest', *ties(v.groupby(v[PD].dt.month)[BRIX].mean()))
w = ties(v.groupby(v[PD].dt.dayofweek)[KG].sum())
row(D, 'which weekday do we pick the most kg', [DAYNAMES[k] for k in w[0]], w[1])
val(D, 'total weight in tonnes', v[KG].sum() / 1000)
val(D, 'avg price per tonne', v[PRICE].mean())
val(D, 'loads picked in september 2022', ((yr == 2022) & (v[PD].dt.month == 9)).sum())
val(D, 'avg picking time in minutes', v[PT].mean())
val(D, 'loads over 2 tonnes', (v[KG] > 2000).sum())
val(D, 'loads with brix above 24', (v[BRIX] > 24).sum())
val(D, 'pinot noir loads that took more than 3 hours to pick', ((v.Variety == 'Pinot Noir') & (v[PT] > 180)).sum())
val(D, 'loads that took longer than 3:30 to pick', (v[PT] > 210).sum())
val(D, 'avg acidity of riesling in 2024', v[(v.Variety == 'Riesling') & (yr == 2024)][ACID].mean())
val(D, 'loads over €2,000 a tonne', (v[PRICE] > 2000).sum())
val(D, 'how many loads have no acidity reading', v[ACID].isna().sum())
lst(D, 'which columns have blanks', gaps(v))
val(D, 'how many loads have no crew', v.Crew.isna().sum())
grp(D, 'pct of loads rejected by variety', v.groupby('Variety')['Load Status'].apply(lambda x: (x == 'Rejected').mean()))
g = v.groupby('Picking Method')
grp(D, 'kg picked per hour of picking by method', g[KG].sum() / (g[PT].sum() / 60))
a24 = v[(v['Load Status'] == 'Accepted') & (yr == 2024)]
val(D, 'value of accepted loads in 2024, tonnes times price', (a24[KG] / 1000 * a24[PRICE]).sum())

# bus trips
D = 'p13_bus'
b = pd.read_csv(F + 'bus_trips_h1_2024.csv', keep_default_na=False, na_values=NA, dtype={'Route': str, 'Service Date': str, 'Scheduled Departure': str})
SVC, DELAY, FARE, LF, DEP = 'Service Date', 'Delay (min)', 'Fare Revenue', 'Load Factor', 'Scheduled Departure'
b[SVC] = pd.to_datetime(b[SVC], format='%Y%m%d')
b[FARE] = money(b[FARE])
b[LF] = pctcol(b[LF])
dep = pd.to_datetime(b[DEP], format='%H:%M')
b['hour'] = dep.dt.hour
b['mins'] = dep.dt.hour * 60 + dep.dt.minute
op = b[b['Trip Status'] == 'Operated']
grp(D, 'trips by route', b.groupby('Route').size())
grp(D, 'trips by status', b.groupby('Trip Status').size())
val(D, 'total boardings', b.Boardings.sum())
val(D, 'avg delay in minutes', b[DELAY].mean())
val(D, 'how many drivers', b['Driver ID'].nunique())
row(D, 'which route has the worst avg delay', *ties(b.groupby('Route')[DELAY].mean()))
row(D, 'most crowded trip', *extreme(b, LF, 'Trip ID'))
row(D, 'which driver ran the most trips', *ties(b.groupby('Driver ID').size()))
row(D, 'which trip was the most delayed', *extreme(b, DELAY, 'Trip ID'))
val(D, 'how many trips were cancelled', (b['Trip Status'] == 'Cancelled').sum())
m = b[SVC].dt.month
val(D, 'how many people rode the 47 in march', b[(b.Route == '47') & (m == 3)].Boardings.sum())
val(D, 'how many trips left early', (b[DELAY] < 0).sum())
val(D, 'how much fare money did route 31 take in june', b[(b.Route == '31') & (m == 6)][FARE].sum())
grp(D, 'avg delay inbound vs outbound', b.groupby('Direction')[DELAY].mean())
val(D, 'how many fewer boardings in june than january', b[m == 1].Boardings.sum() - b[m == 6].Boardings.sum())
grp(D, 'avg delay 12 vs 12x', b[b.Route.isin(['12', '12X'])].groupby('Route')[DELAY].mean())
bc = b[(b['Trip Status'] == 'Cancelled') & b.Route.isin(['31', '47'])]
grp(D, 'cancelled trips route 31 vs route 47', bc.groupby('Route').size())
row(D, 'which month had the highest avg delay', *ties(b.groupby(m)[DELAY].mean()))
w = ties(b.groupby(b[SVC].dt.dayofweek).Boardings.sum())
row(D, 'which weekday has the most boardings', [DAYNAMES[k] for k in w[0]], w[1])
row(D, 'which hour of the day has the worst avg delay', *ties(b.groupby('hour')[DELAY].mean()))
val(D, 'total fare revenue', b[FARE].sum())
val(D, 'avg load factor', b[LF].mean())
val(D, 'trips scheduled on 14 march 2024', (b[SVC] == '2024-03-14').sum())
val(D, 'trips scheduled to leave before 7am', (b.mins < 420).sum())
val(D, 'trips more than 5 minutes late', (b[DELAY] > 5).sum())
val(D, 'trips with a load factor over 90%', (b[LF] > 90).sum())
bsum = b.groupby('Route').Boardings.sum()
lst(D, 'routes with more than 15k boardings', bsum[bsum > 15000].index)
val(D, 'avg boardings on route 12 outbound', b[(b.Route == '12') & (b.Direction == 'Outbound')].Boardings.mean())
val(D, 'trips with fares over $150', (b[FARE] > 150).sum())
val(D, 'avg delay on weekdays before 9am', b[(b[SVC].dt.dayofweek < 5) & (b.mins < 540)][DELAY].mean())
val(D, 'how many trips have no boardings count', b.Boardings.isna().sum())
lst(D, 'which columns have missing data', [c_ for c_ in gaps(b) if c_ not in ('hour', 'mins')])
val(D, 'pct of operated trips more than 5 min late', 100 * (op[DELAY] > 5).mean())
kept = b.dropna(subset=[FARE, 'Boardings'])
grp(D, 'fare revenue per boarding by route', kept.groupby('Route')[FARE].sum() / kept.groupby('Route').Boardings.sum())
grp(D, 'share of boardings by route', share(b.groupby('Route').Boardings.sum()))
two(D, 'cancellation rate', 100 * (b['Trip Status'] == 'Cancelled').mean(), 100 * (b['Trip Status'] != 'Operated').mean())

close = lambda a, e: abs(a - e) <= 1e-6 * max(1, abs(e)) + 1e-6
def label(v):
    """A pandas label as the expectation writes it: 9.0 -> 9."""
    return str(int(float(v))) if str(v).replace('.', '', 1).isdigit() and float(v) == int(float(v)) else str(v)
def spelled(name, e):
    """A month or hour number, or a weekday name, as one of the expectation's labels."""
    if name in e['labels']: return True
    if name.isdigit() and e['column'] == 'month': return MONTHS[int(name) - 1] in e['labels']
    if name.isdigit() and e['column'] == 'hour': return f'{int(name):02d}:00' in e['labels']
    return False
ok = bad = figures = 0
seen = set()
for data, q, kind, got in checks:
    seen.add((data, q))
    e = exp.get((data, q))
    if e is None: print('NO EXPECTATION', data, q); bad += 1; continue
    if kind == 'value': good = e['kind'] == 'value' and close(got, e['value']); figures += 1
    elif kind == 'groups':
        ev = {label(k): v for k, v in e['values'].items()}
        gv = {label(k): v for k, v in got.items()}
        good = e['kind'] == 'groups' and set(ev) == set(gv) and all(close(gv[k], ev[k]) for k in ev); figures += len(ev)
    elif kind == 'row':
        labels, v = got
        names = [label(l) for l in labels]
        # pandas names every tied label; the expectation lists each with its spellings (months, weekdays, hours and days too).
        good = e['kind'] == 'row' and len(names) > 0 and all(spelled(n, e) for n in names)
        good = good and (v is None or 'value' not in e or close(v, e['value']))
        figures += 1
    elif kind == 'list':
        good = e['kind'] == 'list' and sorted(e['values']) == got; figures += 1
    elif kind == 'two readings':
        a, b_ = got
        differ = (a != b_) if isinstance(a, str) else not close(a, b_)
        good = e['kind'] == 'refuse' and differ; figures += 2
    print(('OK  ' if good else 'DIFF'), f'[{data}] {q}: pandas {got if kind != "groups" else "…"}' + ('' if good else f'  expected {e}'))
    ok += good; bad += not good
answerable = [(e['data'], e['q']) for e in expected if e['expect']['kind'] != 'refuse']
missing = [k_ for k_ in answerable if k_ not in seen]
for k_ in missing: print('NOT CHECKED', k_)
print(f'{ok} questions agree, {bad} differ; {figures} figures compared; {len(answerable) - len(missing)}/{len(answerable)} answerable questions checked')
sys.exit(1 if bad or missing else 0)
