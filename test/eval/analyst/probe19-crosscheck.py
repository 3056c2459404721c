"""Probe 19's data check: recomputes EVERY answerable expectation with pandas, and both readings of
each two-reading phrasing, reading the generated files as written (not the generator's rows), and
compares them with expected.json. Run with Debian's /usr/bin/python3 (pandas, openpyxl); see
crosscheck.ts (npx tsx test/eval/analyst/crosscheck.ts 19 <dir>)."""
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
    return list(df.loc[df[col] == best, label].unique()), float(best)
def two(d, q, a, b):
    """A two-reading phrasing: an answer where the readings agree, a must-refuse where they differ."""
    if isinstance(a, list):
        shared = [x for x in a if x in b]
        if shared: row(d, q, shared)
        else: refuse(d, q, ','.join(map(str, a)), ','.join(map(str, b)))
    elif abs(a - b) < 1e-9: val(d, q, a)
    else: refuse(d, q, float(a), float(b))
def money(col):
    """ "$1,234.50", "£4,812.50", "£50" as a number (blank, "-" and "n/a" stay missing)."""
    return col.astype('string').str.replace(r'[$£,]', '', regex=True).astype(float)
def pctcol(col):
    """ "15%" as 15 (missing stays missing)."""
    return col.astype('string').str.rstrip('%').astype(float)
def unit(col, suffix):
    """ "212 g", "0.20 mm", "38.4 s", "45 min" as a number."""
    return col.astype('string').str.replace(suffix, '', regex=True).str.replace(',', '', regex=False).str.strip().astype(float)
def minutes(col):
    """ "5h 32m", "12h 05m" or "45m" as minutes ("n/a" stays missing)."""
    parts = col.astype('string').str.extract(r'^(?:(\d+)h )?(\d+)m$')
    out = parts[0].astype(float).fillna(0) * 60 + parts[1].astype(float)
    return out.where(col.notna())
def gaps(df):
    return [c_ for c_ in df.columns if df[c_].isna().any()]
def ym(col):
    return col.dt.strftime('%Y-%m')
def rate(df, key, hit):
    return df.assign(_h=hit.astype(float)).groupby(key)['_h'].mean()
def ratio(df, key, top, bottom):
    k = df.dropna(subset=[top, bottom])
    return k.groupby(key)[top].sum() / k.groupby(key)[bottom].sum()

MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
DAYNAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']
def weekday_row(d, q, ser, how='max'):
    w = ties(ser, how)
    row(d, q, [DAYNAMES[k] for k in w[0]], w[1])
def mname(col):
    return col.dt.month.map(lambda m: MONTHS[m - 1])

# 3D print farm
D = 'p19_printfarm'
p = pd.read_csv(F + 'print_farm_jobs_2024.csv', keep_default_na=False, na_values=NA)
raw_p = list(p.columns)
p['Submitted'] = pd.to_datetime(p.Submitted, format='%Y-%m-%d %H:%M')
p['layer'] = unit(p['Layer Height'], ' mm')
p['infill'] = pctcol(p.Infill)
p['grams'] = unit(p['Material Used'], ' g')
p['mins'] = minutes(p['Print Time'])
p['cost'] = money(p['Material Cost'])
p['price'] = money(p['Price Charged'])
p['failed'] = p.Status.str.startswith('Failed')
print('  (print farm: minutes parsed for every written time:', int(p['Print Time'].notna().sum()) == int(p.mins.notna().sum()), ')')
pfail = p[p.failed]
grp(D, 'jobs per printer', p.groupby('Printer').size())
val(D, 'total material used in grams', p.grams.sum())
val(D, 'avg print time in hours', p.mins.mean() / 60)
val(D, 'how many colours have we printed in', p.Colour.nunique())
val(D, 'how much have we charged customers in total', p.price.sum())
row(D, 'which printer has the most failed prints', *ties(pfail.groupby('Printer').size()))
row(D, 'longest print job', extreme(p, 'mins', 'Job ID')[0])
row(D, 'which customer spends the most with us', *ties(p.groupby('Customer').price.sum()))
two(D, 'what material do we go through the most', ties(p.groupby('Material').grams.sum())[0], ties(p.groupby('Material').size())[0])
val(D, 'how many spaghetti failures', (p.Status == 'Failed - Spaghetti').sum())
val(D, 'how many prints came unstuck from the bed', (p.Status == 'Failed - Adhesion').sum())
val(D, 'how many times did a nozzle clog', (p.Status == 'Failed - Clog').sum())
val(D, 'how many free reprints did we run', (p['Job Type'] == 'Reprint').sum())
print('  (print farm: reprint prices', dict(p[p['Job Type'] == 'Reprint'].price.value_counts(dropna=False)), ')')
bp = p[p.Model.isin(['Bambu X1C', 'Prusa MK4'])]
grp(D, 'avg print hours bambu vs prusa', bp.groupby('Model').mins.mean() / 60)
pp = p[p.Material.isin(['PLA', 'PETG'])]
grp(D, 'failure rate pla vs petg', rate(pp, 'Material', pp.failed))
nd = p[p.Submitted.dt.month.isin([11, 12])]
grp(D, 'jobs november vs december', nd.groupby(mname(nd.Submitted)).size())
cp = p[p['Job Type'].isin(['Customer', 'Prototype'])]
grp(D, 'revenue customer jobs vs prototypes', cp.groupby('Job Type').price.sum())
row(D, 'busiest month for jobs', *ties(p.groupby(p.Submitted.dt.month).size()))
row(D, 'what time of day do most jobs come in', *ties(p.groupby(p.Submitted.dt.hour).size()))
grp(D, 'grams used per month', p.groupby(ym(p.Submitted)).grams.sum())
val(D, 'jobs submitted on valentines day', (p.Submitted.dt.strftime('%Y-%m-%d') == '2024-02-14').sum())
val(D, 'avg infill %', p.infill.mean())
val(D, 'how much material did we get through in october', p[p.Submitted.dt.month == 10].grams.sum())
val(D, 'how many jobs were printed at 0.12 mm layers', (p.layer == 0.12).sum())
print('  (print farm: exactly 600 min:', (p.mins == 600).sum(), '; exactly 250 g:', (p.grams == 250).sum(), '; exactly 6 parts:', (p['Parts on Plate'] == 6).sum(), ')')
val(D, 'prints longer than 10 hrs', (p.mins > 600).sum())
val(D, 'jobs that used more than 250 g', (p.grams > 250).sum())
val(D, 'how many jobs at 100% infill', (p.infill == 100).sum())
val(D, 'failed abs prints in the second half of the year', (p.failed & (p.Material == 'ABS') & (p.Submitted.dt.month >= 7)).sum())
val(D, 'plates with more than 6 parts on', (p['Parts on Plate'] > 6).sum())
val(D, 'how many jobs have no print time logged', p['Print Time'].isna().sum())
lst(D, 'which columns have empty cells', gaps(p[raw_p]))
grp(D, 'cost per gram for each material', ratio(p, 'Material', 'cost', 'grams'))
grp(D, 'revenue per print hour by printer', ratio(p, 'Printer', 'price', 'mins') * 60)
grp(D, 'failure rate by operator', rate(p.dropna(subset=['Operator']), 'Operator', p.dropna(subset=['Operator']).failed))
two(D, 'how much did smith pay us', p[p.Customer == 'Smith Engineering'].price.sum(), p[p.Customer == 'Dave Smith'].price.sum())
pg = p[p.Material == 'PETG']
two(D, 'how many parts did we print in petg', len(pg), pg['Parts on Plate'].sum())

# theatre box office (workbook)
D = 'p19_theatre'
X = F + 'box_office_2023-24.xlsx'
tp = pd.read_excel(X, sheet_name='Performances', keep_default_na=False, na_values=NA)
tsh = pd.read_excel(X, sheet_name='Shows', keep_default_na=False, na_values=NA)
raw_t = list(tp.columns)
FULL, CONC, BAR = 'Full Price Tickets', 'Concession Tickets', 'Bar Takings (£)'
tp['gross'] = money(tp['Gross Takings'])
tp['occ'] = pctcol(tp.Occupancy)
for c_ in (FULL, CONC, 'Comps', BAR):
    tp[c_] = tp[c_].astype(float)
tp['sold'] = tp[FULL] + tp[CONC]
tp['aud'] = tp.sold + tp.Comps.fillna(0)
t = tp.merge(tsh[['Show', 'Genre', 'Venue', 'Director']], on='Show', how='left')
print('  (theatre: dates', t.Date.min().date(), 'to', t.Date.max().date(), '; full houses by Occupancy 100%:', int((t.occ == 100).sum()), 'by headcount:', int((t.aud == t.Capacity).sum()), ')')
val(D, 'total box office takings', t.gross.sum())
grp(D, 'how many performances of each show', t.groupby('Show').size())
val(D, 'avg occupancy', t.occ.mean())
val(D, 'total bar takings', t[BAR].sum())
val(D, 'how many comps went out', t.Comps.sum())
row(D, 'which show sold the most tickets', *ties(t.groupby('Show').sold.sum()))
row(D, 'which performance had the biggest audience', extreme(t, 'aud', 'Perf No')[0])
row(D, 'which director brings in the most money', *ties(t.groupby('Director').gross.sum()))
row(D, 'which genre fills the house best', *ties(t.groupby('Genre').occ.mean()))
val(D, 'how many performances did we lose to cast illness', (t.Status == 'Cancelled - Cast Illness').sum())
mat = t[t.Time != '7:30pm']
two(D, 'how many matinees did we do', len(mat), (mat.Status == 'Performed').sum())
val(D, 'how many panto performances sold out', ((t.Genre == 'Panto') & (t.occ == 100)).sum())
val(D, 'how much did the bar take during the pantos', t[t.Genre == 'Panto'][BAR].sum())
grp(D, 'avg occupancy main house vs studio', t.groupby('Venue').occ.mean())
grp(D, 'takings 2023 vs 2024', t.groupby(t.Date.dt.year).gross.sum())
mt = t[t.Genre.isin(['Musical', 'Thriller'])]
grp(D, 'tickets sold musicals vs thrillers', mt.groupby('Genre').sold.sum())
ca = t[t.Show.isin(['Cinderella', 'Aladdin'])]
grp(D, 'avg takings per performance cinderella vs aladdin', ca.groupby('Show').gross.mean())
row(D, 'which month of the year brings in the most money', *ties(t.groupby(t.Date.dt.month).gross.sum()))
weekday_row(D, 'which day of the week do we sell the most tickets', t.groupby(t.Date.dt.dayofweek).sold.sum())
t24 = t[t.Date.dt.year == 2024]
grp(D, 'takings by month in 2024', t24.groupby(ym(t24.Date)).gross.sum())
val(D, 'what did we take on boxing day 2023', t[t.Date == '2023-12-26'].gross.sum())
val(D, 'avg occupancy at the 7:30 shows', t[t.Time == '7:30pm'].occ.mean())
val(D, 'gross for murder at marsh end', t[t.Show == 'Murder at Marsh End'].gross.sum())
val(D, 'how many 11am performances', (t.Time == '11am').sum())
print('  (theatre: exactly 50%:', (t.occ == 50).sum(), '; exactly £5,000:', (t.gross == 5000).sum(), '; exactly 10 comps:', (t.Comps == 10).sum(), '; bar exactly £800:', (t[BAR] == 800).sum(), ')')
val(D, 'performances under 50% full', (t.occ < 50).sum())
val(D, 'performances that took over £5,000', (t.gross > 5000).sum())
val(D, 'studio performances with 80 or more in the audience', ((t.Venue == 'Studio') & (t.aud >= 80)).sum())
val(D, 'performances with more than 10 comps', (t.Comps > 10).sum())
val(D, 'how many performances in 2024 had bar takings over £800', ((t.Date.dt.year == 2024) & (t[BAR] > 800)).sum())
val(D, 'how many performances have no bar figure', t[BAR].isna().sum())
lst(D, 'which columns on the performances sheet have blanks', gaps(tp[raw_t]))
grp(D, 'avg ticket price by genre', ratio(t, 'Genre', 'gross', 'sold'))
grp(D, 'bar spend per head by venue', ratio(t, 'Venue', BAR, 'aud'))
grp(D, 'what share of tickets were concessions for each show', t.groupby('Show')[CONC].sum() / t.groupby('Show').sold.sum())
dec = t[t.Date.dt.month == 12]
two(D, 'how many people came to the december shows', dec[dec.Date.dt.year == 2023].aud.sum(), dec[dec.Date.dt.year == 2024].aud.sum())

# winter wheat variety trials
D = 'p19_trials'
w = pd.read_csv(F + 'winter_wheat_trials_2022-24.csv', keep_default_na=False, na_values=NA)
raw_w = list(w.columns)
Y, NR, PR, LO, SE, SWC = 'Yield (t/ha @ 15% mc)', 'N Rate (kg N/ha)', 'Protein %', 'Lodging (0-9)', 'Septoria (% leaf area)', 'Specific Weight (kg/hl)'
w['Drilled'] = pd.to_datetime(w.Drilled, format='%d/%m/%Y')
w['Harvested'] = pd.to_datetime(w.Harvested, format='%Y-%m-%d')
w['moist'] = pctcol(w['Moisture at Harvest'])
for c_ in (Y, PR, LO, SE, SWC):
    w[c_] = w[c_].astype(float)
grp(D, 'plots per site', w.groupby('Site').size())
val(D, 'avg yield', w[Y].mean())
val(D, 'avg protein', w[PR].mean())
val(D, 'how many varieties are in the trials', w.Variety.nunique())
sy = w.groupby(['Site', 'Harvest Year'])[Y].mean()
grp(D, 'avg yield by site and year', {f'{s_} | {y_}': v_ for (s_, y_), v_ in sy.items()})
row(D, 'top yielding variety', *ties(w.groupby('Variety')[Y].mean()))
row(D, 'highest yielding plot', *extreme(w, Y, 'Plot'))
row(D, 'which site gets the worst septoria', *ties(w.groupby('Site')[SE].mean()))
row(D, 'which variety lodges the most', *ties(w.groupby('Variety')[LO].mean()))
val(D, 'how many plots did the pigeons take out', (w['Plot Status'] == 'Abandoned - Pigeon Damage').sum())
val(D, 'how many plots were lost to waterlogging', (w['Plot Status'] == 'Abandoned - Waterlogged').sum())
val(D, 'avg yield with no nitrogen', w[w[NR] == 0][Y].mean())
val(D, 'what did kestrel average on the clay', w[(w.Variety == 'Kestrel') & (w.Site == 'Clay Lane')][Y].mean())
grp(D, 'yield treated vs untreated', w.groupby('Fungicide')[Y].mean())
y34 = w[w['Harvest Year'].isin([2023, 2024])]
grp(D, 'avg yield 2023 vs 2024', y34.groupby('Harvest Year')[Y].mean())
n24 = w[w[NR].isin([180, 240])]
grp(D, 'protein at 180 vs 240 kg n', n24.groupby(NR)[PR].mean())
hs = w[(w.Site == 'Home Farm') & w.Variety.isin(['Harrier', 'Saxon'])]
grp(D, 'harrier vs saxon yield at home farm', hs.groupby('Variety')[Y].mean())
row(D, 'which month do we usually drill in', *ties(w.groupby(w.Drilled.dt.month).size()))
grp(D, 'plots harvested per month', w.groupby(ym(w.Harvested)).size())
h23 = w[w.Harvested.dt.year == 2023]
row(D, 'earliest harvest date in 2023', [str(h23.Harvested.min().date())])
val(D, 'how many plots were drilled in november 2023', ((w.Drilled.dt.year == 2023) & (w.Drilled.dt.month == 11)).sum())
val(D, 'avg moisture at harvest', w.moist.mean())
val(D, 'avg yield of plots cut in august 2022', w[(w.Harvested.dt.year == 2022) & (w.Harvested.dt.month == 8)][Y].mean())
val(D, 'avg moisture at northfield', w[w.Site == 'Northfield'].moist.mean())
print('  (trials: exactly 10.00 t/ha:', (w[Y] == 10).sum(), '; exactly 17.0%:', (w.moist == 17).sum(), '; exactly 30.0% septoria:', (w[SE] == 30).sum(), ')')
val(D, 'plots over 10 t/ha', (w[Y] > 10).sum())
val(D, 'plots with protein of 13% or more', (w[PR] >= 13).sum())
val(D, 'plots harvested wetter than 17%', (w.moist > 17).sum())
val(D, 'plots with a lodging score of 5 or more', (w[LO] >= 5).sum())
val(D, 'untreated plots with over 30% septoria', ((w.Fungicide == 'Untreated') & (w[SE] > 30)).sum())
val(D, 'how many plots have no protein result', w[PR].isna().sum())
lst(D, 'what columns are incomplete', gaps(w[raw_w]))
grp(D, 'yield response from 0 to 180 kg n for each variety', w[w[NR] == 180].groupby('Variety')[Y].mean() - w[w[NR] == 0].groupby('Variety')[Y].mean())
both = w.dropna(subset=[Y, PR])
grp(D, 'protein yield by variety', (both[Y] * both[PR] / 100).groupby(both.Variety).mean())
grp(D, 'share of plots abandoned at each site', rate(w, 'Site', w['Plot Status'].str.startswith('Abandoned')))
nov = w[w.Drilled.dt.month == 11]
two(D, 'plots drilled in november', (nov.Drilled.dt.year == 2022).sum(), (nov.Drilled.dt.year == 2023).sum())

# tattoo studio bookings
D = 'p19_tattoo'
x = pd.read_csv(F + 'studio_bookings.csv', keep_default_na=False, na_values=NA)
raw_x = list(x.columns)
AD = 'Appt Date'
x[AD] = pd.to_datetime(x[AD], format='%a %d/%m/%Y')
x['final'] = money(x['Final Price'])
x['dep'] = money(x['Deposit Paid'])
sz = x['Size (cm)'].str.extract(r'^(\d+) x (\d+)$').astype(float)
x['area'] = sz[0] * sz[1]
print('  (tattoo: weekday prefixes agree with the dates:', bool((x[AD].dt.strftime('%a') == pd.read_csv(F + 'studio_bookings.csv', keep_default_na=False)[AD].str[:3]).all()), ')')
xd = x[x.Status == 'Completed']
grp(D, 'bookings by style', x.groupby('Style').size())
val(D, 'total takings', x.final.sum())
val(D, 'avg session length', x.Hours.mean())
val(D, 'how many artists do we have', x.Artist.nunique())
val(D, 'avg client age', x['Client Age'].mean())
row(D, 'which artist takes the most money', *ties(x.groupby('Artist').final.sum()))
two(D, 'most popular spot on the body', ties(x.groupby('Placement').size())[0], ties(xd.groupby('Placement').size())[0])
row(D, "biggest piece we've done", extreme(xd, 'area', 'Booking Ref')[0])
row(D, 'which style has the longest sessions on average', *ties(x.groupby('Style').Hours.mean()))
val(D, 'how many no shows', (x.Status == 'No Show').sum())
val(D, 'how many walk ins did we get', (x['Walk-in'] == 'Yes').sum())
val(D, 'how many new clients did we tattoo', ((x['New Client'] == 'Y') & (x.Status == 'Completed')).sum())
val(D, 'how much deposit money did we keep from no shows', x[x.Status == 'No Show'].dep.sum())
ft = x[x.Style.isin(['Fine Line', 'Traditional'])]
grp(D, 'avg price fine line vs traditional', ft.groupby('Style').final.mean())
grp(D, 'takings 2023 vs 2024', x.groupby(x[AD].dt.year).final.sum())
grp(D, 'avg spend walk-ins vs booked clients', x.groupby('Walk-in').final.mean())
ns = x[x.Status == 'No Show']
grp(D, 'no shows new vs returning clients', ns.groupby('New Client').size())
weekday_row(D, 'busiest day of the week', x.groupby(x[AD].dt.dayofweek).size())
row(D, 'which month of the year do we take the most', *ties(x.groupby(x[AD].dt.month).final.sum()))
x24 = x[x[AD].dt.year == 2024]
grp(D, 'takings by month for 2024', x24.groupby(ym(x24[AD])).final.sum())
val(D, 'how many appointments on 21 dec 2024', (x[AD] == '2024-12-21').sum())
val(D, 'avg deposit', x.dep.mean())
val(D, 'how many appointments start at 2:30pm', (x.Start == '2:30pm').sum())
val(D, 'takings in august 2023', x[(x[AD].dt.year == 2023) & (x[AD].dt.month == 8)].final.sum())
print('  (tattoo: exactly 5 hours:', (x.Hours == 5).sum(), '; exactly £500:', (x.final == 500).sum(), '; aged exactly 21:', (x['Client Age'] == 21).sum(), '; deposits exactly £100:', (x.dep == 100).sum(), ')')
val(D, 'sessions longer than 5 hours', (x.Hours > 5).sum())
val(D, 'pieces that cost over £500', (x.final > 500).sum())
val(D, 'bookings from clients under 21', (x['Client Age'] < 21).sum())
val(D, 'cover-up bookings on forearms in 2024', ((x.Style == 'Cover-up') & (x.Placement == 'Forearm') & (x[AD].dt.year == 2024)).sum())
val(D, 'deposits over £100', (x.dep > 100).sum())
val(D, "how many bookings are missing the client's age", x['Client Age'].isna().sum())
lst(D, 'which columns have missing data', gaps(x[raw_x]))
grp(D, 'price per hour by artist', ratio(x, 'Artist', 'final', 'Hours'))
grp(D, 'no show rate by artist', rate(x, 'Artist', x.Status == 'No Show'))
grp(D, 'price per square cm by style', xd.groupby('Style').final.sum() / xd.groupby('Style').area.sum())
two(D, 'how many black tattoos did we do', (xd.Style == 'Blackwork').sum(), (xd.Style == 'Black & Grey').sum())

# moulding shift log
D = 'p19_moulding'
m = pd.read_csv(F + 'imm_shift_log_H1_2024.csv', keep_default_na=False, na_values=NA)
raw_m = list(m.columns)
KG = 'Material Used (kg)'
m['Date'] = pd.to_datetime(m.Date, format='%d.%m.%Y')
m['ct'] = unit(m['Cycle Time'], ' s')
m['good'] = m['Good Parts'].astype('string').str.replace(',', '', regex=False).astype(float)
m['dt'] = unit(m.Downtime, ' min')
print('  (moulding: dates', m.Date.min().date(), 'to', m.Date.max().date(), '; scrap reason "-":', int((pd.read_csv(F + 'imm_shift_log_H1_2024.csv', keep_default_na=False)['Scrap Reason'] == '-').sum()), ')')
def srate(df):
    return df.Scrap.sum() / (df.Scrap.sum() + df.good.sum())
grp(D, 'good parts by machine', m.groupby('Machine').good.sum())
val(D, 'total scrap', m.Scrap.sum())
val(D, 'avg cycle time', m.ct.mean())
val(D, 'how many operators are on the log', m.Operator.nunique())
val(D, 'total downtime in hours', m.dt.sum() / 60)
row(D, 'which machine has the most downtime', *ties(m.groupby('Machine').dt.sum()))
two(D, "what's our biggest scrap reason", ties(m.groupby('Scrap Reason').Scrap.sum())[0], ties(m.groupby('Scrap Reason').size())[0])
row(D, 'which part scraps the most', *ties(m.groupby('Part').Scrap.sum()))
row(D, 'which operator had the most scrap', *ties(m.groupby('Operator').Scrap.sum()))
val(D, 'how many breakdowns did we have', (m['Downtime Reason'] == 'Breakdown').sum())
val(D, 'how many mould changes', (m['Downtime Reason'] == 'Mould Change').sum())
val(D, 'how many batches went on qc hold', (m['QC Hold'] == 'Yes').sum())
val(D, 'how many good gear wheels came off the line', m[m.Part == 'Gear Wheel'].good.sum())
grp(D, 'scrap early vs late vs nights', m.groupby('Shift').Scrap.sum())
m56 = m[m.Machine.isin(['IMM-05', 'IMM-06'])]
grp(D, 'avg cycle time imm-05 vs imm-06', m56.groupby('Machine').ct.mean())
j6 = m[m.Date.dt.month.isin([1, 6])]
grp(D, 'good parts january vs june', j6.groupby(mname(j6.Date)).good.sum())
pa = m[m.Material.isin(['PP', 'ABS'])]
grp(D, 'downtime pp vs abs jobs', pa.groupby('Material').dt.sum())
weekday_row(D, 'which weekday has the most downtime', m.groupby(m.Date.dt.dayofweek).dt.sum())
grp(D, 'good parts per month', m.groupby(ym(m.Date)).good.sum())
row(D, 'which month had the worst scrap rate', *ties(m.groupby(m.Date.dt.month).apply(srate)))
val(D, 'good parts on 14 march', m[m.Date == '2024-03-14'].good.sum())
val(D, 'how much material did we use in kg', m[KG].sum())
val(D, 'avg cycle time on the bezel', m[m.Part == 'Front Bezel'].ct.mean())
val(D, 'downtime in february in minutes', m[m.Date.dt.month == 2].dt.sum())
print('  (moulding: exactly 60 min:', (m.dt == 60).sum(), '; exactly 40.0 s:', (m.ct == 40).sum(), '; exactly 100 scrap:', (m.Scrap == 100).sum(), '; exactly 150.0 kg:', (m[KG] == 150).sum(), ')')
val(D, 'shifts with more than 60 min downtime', (m.dt > 60).sum())
val(D, 'runs with a cycle time over 40 s', (m.ct > 40).sum())
val(D, 'shifts with more than 100 scrap parts', (m.Scrap > 100).sum())
val(D, 'night shifts on imm-06 with a breakdown', ((m.Shift == 'Night') & (m.Machine == 'IMM-06') & (m['Downtime Reason'] == 'Breakdown')).sum())
val(D, 'shifts that used over 150 kg of material', (m[KG] > 150).sum())
val(D, 'how many shifts are missing a downtime figure', m.Downtime.isna().sum())
lst(D, 'columns with missing values?', gaps(m[raw_m]))
grp(D, 'scrap rate by machine', m.groupby('Machine').apply(srate))
grp(D, 'good parts per shot for each mould', m.groupby('Mould').good.sum() / m.groupby('Mould').Shots.sum())
grp(D, 'grams of material per good part by part', m.groupby('Part')[KG].sum() * 1000 / m.groupby('Part').good.sum())
ss = m[m['Scrap Reason'] == 'Short Shot']
two(D, 'how many short shots did we have', len(ss), ss.Scrap.sum())
print('  (status counts:', dict(p.Status.value_counts()), dict(t.Status.value_counts()), dict(w['Plot Status'].value_counts()), dict(x.Status.value_counts()), dict(m['QC Hold'].value_counts()), ')')
print('  (rows:', len(p), len(tp), len(tsh), len(w), len(x), len(m), ')')

close = lambda a, e: abs(a - e) <= 1e-6 * max(1, abs(e)) + 1e-6
def label(v_):
    """A pandas label as the expectation writes it: 9.0 -> 9."""
    return str(int(float(v_))) if str(v_).replace('.', '', 1).isdigit() and float(v_) == int(float(v_)) else str(v_)
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
        ev = {label(k_): v_ for k_, v_ in e['values'].items()}
        gv = {label(k_): v_ for k_, v_ in got.items()}
        good = e['kind'] == 'groups' and set(ev) == set(gv) and all(close(gv[k_], ev[k_]) for k_ in ev); figures += len(ev)
    elif kind == 'row':
        labels, v_ = got
        names_ = [label(l_) for l_ in labels]
        # pandas names every tied label; the expectation lists each with its spellings (months, weekdays, hours).
        good = e['kind'] == 'row' and len(names_) > 0 and all(spelled(n, e) for n in names_)
        # and the expectation names no row pandas does not (ties counted both ways, where the labels are plain)
        if good and e['column'] not in ('month', 'hour', 'weekday', 'Harvested'): good = sorted(set(names_)) == sorted(set(e['labels']))
        good = good and (v_ is None or 'value' not in e or close(v_, e['value']))
        figures += 1
    elif kind == 'list':
        good = e['kind'] == 'list' and sorted(e['values']) == got; figures += 1
    elif kind == 'two readings':
        a_, b_ = got
        differ = (a_ != b_) if isinstance(a_, str) else not close(a_, b_)
        good = e['kind'] == 'refuse' and differ; figures += 2
    print(('OK  ' if good else 'DIFF'), f'[{data}] {q}: pandas {got if kind != "groups" else "…"}' + ('' if good else f'  expected {e}'))
    ok += good; bad += not good
answerable = [(e['data'], e['q']) for e in expected if e['expect']['kind'] != 'refuse']
missing = [k_ for k_ in answerable if k_ not in seen]
for k_ in missing: print('NOT CHECKED', k_)
print(f'{ok} questions agree, {bad} differ; {figures} figures compared; {len(answerable) - len(missing)}/{len(answerable)} answerable questions checked')
sys.exit(1 if bad or missing else 0)
