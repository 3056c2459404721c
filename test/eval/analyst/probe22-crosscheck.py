"""Probe 22's data check: recomputes EVERY answerable expectation with pandas, and both readings of
each two-reading phrasing, reading the generated files as written (not the generator's rows), and
compares them with expected.json. Run with Debian's /usr/bin/python3 (pandas, openpyxl); see
crosscheck.ts (npx tsx test/eval/analyst/crosscheck.ts 22 <dir>)."""
import json, sys
import pandas as pd
F = sys.argv[1].rstrip('/') + '/'
expected = json.load(open(F + 'expected.json'))
exp = {(e['data'], e['q']): e['expect'] for e in expected}
# The files' placeholders for a missing value; "None" (no appeal) and "Instant" (no observation) are values.
NA = ['', 'NA', 'n/a', '-', 'n/i', 'n/c', 'unknown']

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
def two(d, q, a, b):
    """A two-reading phrasing: an answer where the readings agree, a must-refuse where they differ."""
    if abs(a - b) < 1e-9: val(d, q, a)
    else: refuse(d, q, float(a), float(b))
def money(col):
    """ "£1,234.50" as a number (blank, "-" stay missing)."""
    return col.astype('string').str.replace(r'[£,]', '', regex=True).astype(float)
def pctcol(col):
    """ "54%" or "48% RH" as 54 / 48 (missing stays missing)."""
    return col.astype('string').str.replace(r'%( RH)?$', '', regex=True).astype(float)
def unit(col, suffix):
    """ "14 mi", "10 rods", "2.4 ac", "14 miles" as a number."""
    return col.astype('string').str.replace(suffix, '', regex=False).str.replace(',', '', regex=False).str.strip().astype(float)
def ampm(col):
    """ "9.30am" / "12.15pm" as minutes after midnight (blank stays missing)."""
    parts = col.astype('string').str.extract(r'^(\d{1,2})\.(\d{2})(am|pm)$')
    h = parts[0].astype(float) % 12 + (parts[2] == 'pm').astype(float) * 12
    return h * 60 + parts[1].astype(float)
def hmin(col):
    """ "1:10" (h:mm) as minutes."""
    parts = col.astype('string').str.extract(r'^(\d+):(\d{2})$')
    return parts[0].astype(float) * 60 + parts[1].astype(float)
def hm(col):
    """ "1h 05m" or "45m" as minutes."""
    parts = col.astype('string').str.extract(r'^(?:(\d+)h )?(\d+)m$')
    return parts[0].astype(float).fillna(0).where(parts[1].notna()) * 60 + parts[1].astype(float)
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

# farrier's visit book
D = 'p22_farrier'
f = pd.read_csv(F + 'farrier_visits_2024.csv', keep_default_na=False, na_values=NA)
raw_f = list(f.columns)
f['date'] = pd.to_datetime(f.Date, format='%d-%b-%Y')
f['charge'] = money(f.Charge)
f['miles'] = unit(f.Travel, ' mi')
f['onsite'] = hm(f['Time on Site'])
f['weeks'] = f['Weeks Since Last'].astype('string').str.extract(r'^(\d+) wks?$')[0].astype(float)
wd = 'Work Done'
prev = f[f.Status == 'Done'].sort_values(['Horse', 'date']).groupby('Horse').date.shift()
gap = ((f.loc[prev.index, 'date'] - prev).dt.days / 7).round()
print('  (farrier: dates', f.date.min().date(), 'to', f.date.max().date(), '; Sundays:', int((f.date.dt.dayofweek == 6).sum()), '; one distance per yard:', bool((f.groupby('Yard').miles.nunique() == 1).all()),
      '; weeks since last = weeks from the horse\'s last done visit:', bool((gap.dropna() == f.loc[gap.dropna().index, 'weeks']).all()), '; blank time = wasted journey:', bool((f.onsite.isna() == (f[wd] == 'Wasted Journey')).all()), ')')
val(D, 'total takings', f.charge.sum())
grp(D, 'visits per yard', f.groupby('Yard').size())
val(D, 'avg charge per visit', f.charge.mean())
val(D, 'how many horses are on the books', f.Horse.nunique())
top(D, 'top 3 yards by takings', f.groupby('Yard').charge.sum(), 3)
row(D, 'which horse has cost the most', *ties(f.groupby('Horse').charge.sum()))
row(D, 'longest job', *extreme(f, 'onsite', 'Visit No'))
row(D, 'furthest yard', *extreme(f, 'miles', 'Yard'))
rem = f[f[wd].str.startswith('Remedial')]
row(D, 'which horse runs up the biggest remedial bill', *ties(rem.groupby('Horse').charge.sum()))
val(D, 'how many trims', (f[wd] == 'Trim').sum())
val(D, 'how many lost shoe callouts', (f[wd] == 'Lost Shoe Refit').sum())
val(D, 'how many remedial jobs', len(rem))
val(D, 'how many times couldnt they catch the horse', (f.Status == 'Horse Not Caught').sum())
hc = f[f[wd].isin(['Full Set Hot Shod', 'Full Set Cold Shod'])]
grp(D, 'hot vs cold shod', hc.groupby(wd).size())
cp = f[f['Horse Type'].isin(['Cob', 'Pony'])]
grp(D, 'cobs vs ponies avg charge', cp.groupby('Horse Type').charge.mean())
bc = f[f.Payment.isin(['BACS', 'Cash'])]
grp(D, 'bacs vs cash takings', bc.groupby('Payment').charge.sum())
q14 = f[f.date.dt.quarter.isin([1, 4])]
grp(D, 'q1 vs q4 visits', q14.groupby(quarter(q14.date)).size())
row(D, 'busiest month', *ties(f.groupby(f.date.dt.month).size()), exact=False)
weekday_row(D, 'which day of the week are we busiest', f.groupby(f.date.dt.dayofweek).size())
grp(D, 'takings by month', f.groupby(ym(f.date)).charge.sum())
val(D, 'takings on 20 march', f[f.date == '2024-03-20'].charge.sum())
val(D, 'avg time on site for a trim in minutes', f[f[wd] == 'Trim'].onsite.mean())
val(D, 'avg weeks since last visit', f.weeks.mean())
val(D, 'what did we take in july', f[f.date.dt.month == 7].charge.sum())
print('  (farrier: visits at exactly 20 mi:', (f.miles == 20).sum(), '; exactly 1h 00m:', (f.onsite == 60).sum(), '; exactly 8 wks:', (f.weeks == 8).sum(), '; exactly £100:', (f.charge == 100).sum(), '; pony trims of exactly 30m:', ((f['Horse Type'] == 'Pony') & (f[wd] == 'Trim') & (f.onsite == 30)).sum(), ')')
val(D, 'visits to yards over 20 mi', (f.miles > 20).sum())
val(D, 'jobs that took over an hour', (f.onsite > 60).sum())
val(D, 'visits where it had been more than 8 wks', (f.weeks > 8).sum())
val(D, 'jobs over £100', (f.charge > 100).sum())
val(D, 'pony trims under 30 mins', ((f['Horse Type'] == 'Pony') & (f[wd] == 'Trim') & (f.onsite < 30)).sum())
val(D, 'how many visits have no time on site', f['Time on Site'].isna().sum())
lst(D, 'which columns have blanks', gaps(f[raw_f]))
f['hours'] = f.onsite / 60
grp(D, 'charge per hour by work done', ratio(f, wd, 'charge', 'hours').dropna())
grp(D, 'share of takings by horse type', f.groupby('Horse Type').charge.sum() / f.charge.sum())
rf = f[f[wd] == 'Lost Shoe Refit']
val(D, 'what % of lost shoe callouts were free', 100 * (rf.charge == 0).sum() / len(rf))
two(D, 'how much has oakfield paid', f[f.Yard == 'Oakfield Livery'].charge.sum(), f[f.Yard == 'Oakfield Stud'].charge.sum())
shod = f[f.Shoes > 0]
two(D, 'how many horses did we shoe', len(shod), shod.Horse.nunique())
two(D, 'takings in spring', f[(f.date >= '2024-03-01') & (f.date <= '2024-05-31')].charge.sum(), f[(f.date >= '2024-03-20') & (f.date <= '2024-06-20')].charge.sum())

# chimney sweep's job sheet
D = 'p22_sweep'
s = pd.read_csv(F + 'sweep_jobs_2023-24.csv', keep_default_na=False, na_values=NA)
raw_s = list(s.columns)
s['date'] = pd.to_datetime(s.Date, format='%d/%m/%Y')
s['start'] = ampm(s.Start)
s['price'] = money(s.Price)
soot = s['Soot Removed'].astype('string').str.extract(r'^([\d.]+) (g|kg)$')
s['soot'] = soot[0].astype(float) * soot[1].map({'g': 1, 'kg': 1000})
s['mins'] = hmin(s['Time Taken'])
print('  (sweep: dates', s.date.min().date(), 'to', s.date.max().date(), '; every start parsed:', bool(s.start.notna().all()), '; soot only where swept:', bool((s.soot.notna() == ((s.Status == 'Completed') & s.Service.isin(['Sweep', 'Sweep + CCTV', 'Nest Removal']))).all()),
      '; sweep price rose £5 on 1 January:', sorted(s[(s.Service == 'Sweep') & (s.Appliance == 'Wood Burner') & (s.Status == 'Completed')].groupby(s.date.dt.year).price.unique().map(tuple).items()), ')')
val(D, 'total takings', s.price.sum())
grp(D, 'jobs by town', s.groupby('Town').size())
val(D, 'avg job price', s.price.mean())
grp(D, 'jobs per service', s.groupby('Service').size())
top(D, 'top 3 towns by takings', s.groupby('Town').price.sum(), 3)
row(D, 'which sweep took the most money', *ties(s.groupby('Sweep').price.sum()))
row(D, 'sootiest job', *extreme(s, 'soot', 'Job No'))
row(D, 'which fuel gives the most soot on average', *ties(s.groupby('Fuel').soot.mean()))
row(D, 'which town has the most failed smoke tests', *ties(s[s['Smoke Test'] == 'Fail'].groupby('Town').size()))
val(D, 'how many nests did we clear', (s.Service == 'Nest Removal').sum())
val(D, 'how many jobs with no access', (s.Status == 'Aborted - No Access').sum())
val(D, 'how many certs did we issue', (s['Cert Issued'] == 'Y').sum())
val(D, 'how many cctv surveys', (s.Service == 'Sweep + CCTV').sum())
ow = s[s.Appliance.isin(['Open Fire', 'Wood Burner'])]
grp(D, 'open fires vs wood burners avg soot', ow.groupby('Appliance').soot.mean())
gn = s[s.Sweep.isin(['Gethin', 'Nia'])]
grp(D, 'gethin vs nia jobs', gn.groupby('Sweep').size())
lh = s[s['Customer Type'].isin(['Landlord', 'Holiday Let'])]
grp(D, 'landlords vs holiday lets takings', lh.groupby('Customer Type').price.sum())
cs = s[s.Fuel.isin(['House Coal', 'Smokeless'])]
grp(D, 'coal vs smokeless avg soot', cs.groupby('Fuel').soot.mean())
row(D, 'busiest month', *ties(s.groupby(s.date.dt.month).size()), exact=False)
weekday_row(D, 'busiest day of the week', s.groupby(s.date.dt.dayofweek).size())
grp(D, 'takings by month', s.groupby(ym(s.date)).price.sum())
val(D, 'jobs on 11 oct', (s.date == '2023-10-11').sum())
val(D, 'avg time for a nest removal in minutes', s[s.Service == 'Nest Removal'].mins.mean())
print('  (sweep: starts at exactly 9.00am:', (s.start == 540).sum(), '; exactly 1.0 kg:', (s.soot == 1000).sum(), '; exactly 1:00:', (s.mins == 60).sum(), '; exactly £100:', (s.price == 100).sum(), ')')
val(D, 'jobs starting before 9am', (s.start < 540).sum())
val(D, 'takings in november', s[s.date.dt.month == 11].price.sum())
val(D, 'jobs with more than 1 kg of soot', (s.soot > 1000).sum())
val(D, 'jobs that took over an hour', (s.mins > 60).sum())
val(D, 'jobs over £100', (s.price > 100).sum())
val(D, 'failed smoke tests on unlined brick', ((s.Flue == 'Unlined Brick') & (s['Smoke Test'] == 'Fail')).sum())
val(D, 'wood burner sweeps charged £70', ((s.Appliance == 'Wood Burner') & (s.Service == 'Sweep') & (s.price == 70)).sum())
val(D, 'how many jobs have no soot weight', s['Soot Removed'].isna().sum())
lst(D, 'which columns have blanks', gaps(s[raw_s]))
s['hours'] = s.mins / 60
grp(D, 'takings per hour by sweep', ratio(s, 'Sweep', 'price', 'hours'))
grp(D, 'share of jobs by appliance', s.groupby('Appliance').size() / len(s))
val(D, 'total soot in kg', s.soot.sum() / 1000)
two(D, 'how many coal fires', (s.Fuel == 'House Coal').sum(), ((s.Fuel == 'House Coal') & (s.Appliance == 'Open Fire')).sum())
two(D, 'how many jobs in wells', (s.Town == 'Llandrindod Wells').sum(), (s.Town == 'Builth Wells').sum())

# allotment society's plot register (workbook)
D = 'p22_allotments'
X = F + 'allotments_2024-25.xlsx'
a = pd.read_excel(X, sheet_name='Plots', keep_default_na=False, na_values=NA)
st = pd.read_excel(X, sheet_name='Sites', keep_default_na=False, na_values=NA)
raw_a = list(a.columns)
a['rods'] = unit(a.Size, ' rods')
a['conc'] = pctcol(a.Concession)
a['due'] = money(a['Rent Due'])
a['paid'] = money(a['Amount Paid'])
a['paidon'] = pd.to_datetime(a['Paid Date'], format='%d.%m.%Y')
a['cult'] = pctcol(a.Cultivated)
st['rate'] = money(st['Rate per Rod'])
st['water'] = money(st['Water Charge per Plot'])
st['acres'] = unit(st.Acreage, ' ac')
m = a.merge(st[['Site', 'rate', 'water', 'Toilet', 'acres']], on='Site', how='left')
# unrounded: the generator rounds half a penny up (15.625 is written £15.63), so agreement is to within half a penny
due_again = m.rods * m.rate * m.conc.fillna(0).map(lambda c: 1 - c / 100) + m.water
print('  (allotments: every site on the Sites sheet:', bool(m.rate.notna().all()), '; rent due = rods x rate (halved on concession) + water:', bool(((due_again - m.due).abs() <= 0.005 + 1e-9)[m.due.notna()].all()),
      '; tenancy starts', m['Tenancy Start'].min().date(), 'to', m['Tenancy Start'].max().date(), '; paid dates', m.paidon.min().date(), 'to', m.paidon.max().date(), ')')
val(D, 'total rent due', m.due.sum())
grp(D, 'plots per site', m.groupby('Site').size())
val(D, 'avg plot size in rods', m.rods.mean())
val(D, 'how much rent has come in', m.paid.sum())
val(D, 'how many plots have we got', len(m))
row(D, 'which site has the most vacant plots', *ties(m[m.Status == 'Vacant'].groupby('Site').size()))
oldest = m['Tenancy Start'].min()
row(D, 'longest serving tenant', list(m.loc[m['Tenancy Start'] == oldest, 'Tenant'].unique()), None)
row(D, 'best cultivated site', *ties(m.groupby('Site').cult.mean()))
both = m.dropna(subset=['due', 'paid'])
row(D, 'which site owes the most', *ties(both.groupby('Site').due.sum() - both.groupby('Site').paid.sum()))
val(D, 'how many half plots', (m.rods == 5).sum())
val(D, 'how many starter plots', (m.Status == 'Starter Plot').sum())
val(D, 'how many plotholders keep hens', (m['Keeps Hens'] == 'Y').sum())
val(D, 'how many plots are on notice', (m.Status == 'Notice to Quit').sum())
nc = m[m.Site.isin(['North Road', 'Church Fields'])]
grp(D, 'north road vs church fields rent due', nc.groupby('Site').due.sum())
grp(D, 'shed vs no shed avg cultivation', m.groupby('Shed').cult.mean())
bm = m[m.Site.isin(['Brook Meadow', 'Millfield'])]
grp(D, 'brook meadow vs millfield avg cultivation', bm.groupby('Site').cult.mean())
mm = m[(m.Status == 'Vacant') & m.Site.isin(['Mill Lane', 'Millfield'])]
grp(D, 'mill lane vs millfield vacant plots', mm.groupby('Site').size())
row(D, 'which month do most tenancies start', *ties(m.groupby(m['Tenancy Start'].dt.month).size()), exact=False)
recent = m[m['Tenancy Start'].dt.year >= 2020]
grp(D, 'new tenancies per year since 2020', recent.groupby(recent['Tenancy Start'].dt.year.astype(int)).size())
grp(D, 'rent paid by month', m.groupby(ym(m.paidon)).paid.sum())
val(D, 'how much was paid in october', m[(m.paidon.dt.year == 2024) & (m.paidon.dt.month == 10)].paid.sum())
val(D, 'avg cultivation', m.cult.mean())
val(D, 'total rods let', m[m.Status != 'Vacant'].rods.sum())
val(D, 'how many tenancies started in 2024', (m['Tenancy Start'].dt.year == 2024).sum())
print('  (allotments: exactly 50% cultivated:', (m.cult == 50).sum(), '; rents of exactly £40:', (m.due == 40).sum(), '; tenants with two plots:', int((m.Tenant.value_counts() > 1).sum()), ')')
val(D, 'plots under 50% cultivated', (m.cult < 50).sum())
val(D, 'plots of 7.5 rods or more', (m.rods >= 7.5).sum())
val(D, 'rents over £40', (m.due > 40).sum())
val(D, 'plots at sites without a toilet', (m.Toilet == 'No').sum())
val(D, 'concession plots that havent paid', ((m.conc == 50) & (m.paid == 0)).sum())
val(D, 'how many plots werent inspected', m.Cultivated.isna().sum())
lst(D, 'which columns on the plots sheet have gaps', gaps(a[raw_a]))
grp(D, 'plots per acre by site', m.groupby('Site').size() / st.set_index('Site').acres)
grp(D, 'share of rent due by site', m.groupby('Site').due.sum() / m.due.sum())
grp(D, 'collection rate by site', ratio(m, 'Site', 'paid', 'due'))
two(D, 'how many plots at the mill', (m.Site == 'Mill Lane').sum(), (m.Site == 'Millfield').sum())
two(D, 'how many tenants', m.Tenant.notna().sum(), m.Tenant.nunique())
nr = m[(m.Site == 'North Road') & m.due.notna()]
two(D, 'whats the rent per rod at north road', st.set_index('Site').rate['North Road'], nr.due.sum() / nr.rods.sum())

# piano tuner's visit book
D = 'p22_piano'
p = pd.read_csv(F + 'piano_visits_2024.csv', keep_default_na=False, na_values=NA)
raw_p = list(p.columns)
p['date'] = pd.to_datetime(p['Visit Date'], format='%A, %d %B %Y')
p['built'] = p['Year Built'].astype('string').str.replace('c.', '', regex=False).astype(float)
p['cents'] = p['Pitch Found'].astype('string').str.rstrip('c').astype(float)
p['rh'] = pctcol(p.Humidity)
p['fee'] = money(p.Fee)
p['parts'] = money(p.Parts)
p['miles'] = unit(p.Mileage, ' miles')
p['hours'] = p.Hours.str.extract(r'^([\d.]+) hrs?$')[0].astype(float)
print('  (piano: dates', p.date.min().date(), 'to', p.date.max().date(), '; the weekday written agrees with the date:', bool((p['Visit Date'].str.split(',').str[0] == p.date.dt.strftime('%A')).all()),
      '; years written "c.":', int(p['Year Built'].astype('string').str.startswith('c.').sum()), '; the sharpest pitch:', p.cents.max(), ')')
val(D, 'total fees', p.fee.sum())
grp(D, 'visits by client type', p.groupby('Client Type').size())
val(D, 'avg fee', p.fee.mean())
val(D, 'how many clients', p.Client.nunique())
top(D, 'top 3 makes by visits', p.groupby('Make').size(), 3)
row(D, 'which client pays us the most', *ties(p.groupby('Client').fee.sum()))
row(D, 'oldest piano', *extreme(p, 'built', 'Client', 'min'))
row(D, 'most out of tune piano', *extreme(p, 'cents', 'Client', 'min'))
row(D, 'which make is most common', *ties(p.groupby('Make').size()))
val(D, 'how many pitch raises', (p.Work == 'Pitch Raise & Tuning').sum())
val(D, 'how many visits havent been paid', (p.Paid == 'No').sum())
val(D, 'how many strings did we replace', p['Strings Replaced'].sum())
val(D, 'how many church visits', (p['Client Type'] == 'Church').sum())
ub = p[p['Piano Type'].isin(['Upright', 'Baby Grand'])]
grp(D, 'uprights vs baby grands avg fee', ub.groupby('Piano Type').fee.mean())
sc = p[p['Client Type'].isin(['School', 'Church'])]
grp(D, 'schools vs churches fees', sc.groupby('Client Type').fee.sum())
yk = p[p.Make.isin(['Yamaha', 'Kawai'])]
grp(D, 'yamaha vs kawai avg pitch found', yk.groupby('Make').cents.mean())
ps = p[p['Client Type'].isin(['Private', 'School'])]
grp(D, 'private vs school avg pitch', ps.groupby('Client Type').cents.mean())
row(D, 'busiest month', *ties(p.groupby(p.date.dt.month).size()), exact=False)
weekday_row(D, 'which day of the week do we work most', p.groupby(p.date.dt.dayofweek).size())
grp(D, 'fees by month', p.groupby(ym(p.date)).fee.sum())
val(D, 'fees on 2 march', p[p.date == '2024-03-02'].fee.sum())
val(D, 'avg humidity', p.rh.mean())
val(D, 'visits to pianos built before 1950', (p.built < 1950).sum())
val(D, 'avg hours on a pitch raise', p[p.Work == 'Pitch Raise & Tuning'].hours.mean())
print('  (piano: built exactly 1950:', (p.built == 1950).sum(), '; exactly -20c:', (p.cents == -20).sum(), '; exactly 30 miles:', (p.miles == 30).sum(), '; exactly 60% RH:', (p.rh == 60).sum(), '; exactly 2 hrs:', (p.hours == 2).sum(), ')')
val(D, 'visits where it was more than 20 cents flat', (p.cents < -20).sum())
val(D, 'visits over 30 miles', (p.miles > 30).sum())
val(D, 'humidity above 60%', (p.rh > 60).sum())
val(D, 'jobs over 2 hrs', (p.hours > 2).sum())
val(D, 'private upright visits under £90', ((p['Client Type'] == 'Private') & (p['Piano Type'] == 'Upright') & (p.fee < 90)).sum())
val(D, 'how many visits with no humidity reading', p.Humidity.isna().sum())
lst(D, 'which columns have missing values', gaps(p[raw_p]))
grp(D, 'fee per hour by work', ratio(p, 'Work', 'fee', 'hours'))
grp(D, 'share of fees by client type', p.groupby('Client Type').fee.sum() / p.fee.sum())
val(D, 'parts as a % of fees', 100 * p.parts.sum() / p.fee.sum())
two(D, 'how many grands', (p['Piano Type'] == 'Grand').sum(), p['Piano Type'].isin(['Grand', 'Baby Grand']).sum())
two(D, 'how much did st marys pay', p[p.Client == "St Mary's Church"].fee.sum(), p[p.Client == "St Mary's School"].fee.sum())
two(D, 'total income', p.fee.sum(), p.fee.sum() + p.parts.sum())

# council parking penalty charge notices
D = 'p22_parking'
k = pd.read_csv(F + 'pcns_issued_2024.csv', keep_default_na=False, na_values=NA, dtype={'Code': str})
raw_k = list(k.columns)
k['issued'] = pd.to_datetime(k.Issued, format='%d/%m/%Y %H:%M')
k['charge'] = money(k.Charge)
k['paid'] = money(k['Amount Paid'])
k['paidon'] = pd.to_datetime(k['Date Paid'], format='%Y-%m-%d')
k['days'] = (k.paidon - k.issued.dt.normalize()).dt.days
k['observed'] = k.Observed.replace('Instant', '0 mins').str.extract(r'^(\d+) mins$')[0].astype(float)
factor = k.Status.map({'Paid - Discount': 0.5, 'Paid - Full': 1, 'Paid - Charge Certificate': 1.5})
print('  (parking: issued', k.issued.min(), 'to', k.issued.max(), '; band agrees with charge:', bool((k.charge == k.Band.map({'Higher': 70, 'Lower': 50})).all()),
      '; amount paid = charge x 0.5 / 1 / 1.5 by status:', bool(((k.charge * factor).fillna(-1) == k.paid.fillna(-1)).all()), '; codes keep their leading zero:', sorted(k.Code.unique()), ')')
val(D, 'how much have we collected', k.paid.sum())
grp(D, 'pcns by location', k.groupby('Location').size())
val(D, 'avg amount paid', k.paid.mean())
val(D, 'how many tickets did we issue', len(k))
top(D, 'top 3 contravention codes', k.groupby('Code').size(), 3)
row(D, 'which ceo issues the most', *ties(k.groupby('CEO').size()))
row(D, 'worst street for tickets', *ties(k.groupby('Location').size()))
row(D, 'which code brings in the most money', *ties(k.groupby('Code').paid.sum()), exact=False)
row(D, 'latest ticket of the year', list(k.loc[k.issued == k.issued.max(), 'PCN']), None)
val(D, 'how many blue badge tickets', (k.Code == '40').sum())
val(D, 'how many pavement parking tickets', (k.Code == '62').sum())
val(D, 'how many were cancelled', k.Status.str.startswith('Cancelled').sum())
val(D, 'how many went to tribunal', (k.Appeal == 'Tribunal').sum())
grp(D, 'higher vs lower band', k.groupby('Band').size())
c2 = k[k.CEO.isin(['CEO 131', 'CEO 158'])]
grp(D, 'ceo 131 vs ceo 158 tickets', c2.groupby('CEO').size())
sm = k[k.Location.isin(['Station Road', 'Market Square'])]
grp(D, 'station road vs market square paid', sm.groupby('Location').paid.sum())
df_ = k[k.Status.isin(['Paid - Discount', 'Paid - Full'])]
grp(D, 'discount vs full payments total', df_.groupby('Status').paid.sum())
row(D, 'busiest month', *ties(k.groupby(k.issued.dt.month).size()), exact=False)
hr = ties(k.groupby(k.issued.dt.hour).size())
row(D, 'what hour do we issue the most', [int(h) for h in hr[0]], hr[1], exact=False)
grp(D, 'pcns by month', k.groupby(ym(k.issued)).size())
val(D, 'tickets on 14 december', (k.issued.dt.normalize() == '2024-12-14').sum())
val(D, 'avg days to pay', k.days.mean())
minute = k.issued.dt.hour * 60 + k.issued.dt.minute
print('  (parking: issued at exactly 18:00:', (minute == 1080).sum(), '; paid exactly 7 days after:', (k.days == 7).sum(), '; paid exactly £50:', (k.paid == 50).sum(), '; observed exactly 10 mins:', (k.observed == 10).sum(), ')')
val(D, 'tickets issued after 6pm', (minute > 1080).sum())
val(D, 'how much was collected from tickets issued in march', k[k.issued.dt.month == 3].paid.sum())
val(D, 'tickets observed for 10 mins or more', (k.observed >= 10).sum())
val(D, 'charge certificates over £100', ((k.Status == 'Paid - Charge Certificate') & (k.paid > 100)).sum())
val(D, 'instant tickets in car parks', ((k.Observed == 'Instant') & k.Location.str.endswith('Car Park')).sum())
val(D, 'payments of £50 or more', (k.paid >= 50).sum())
val(D, 'paid within 7 days', (k.days <= 7).sum())
val(D, 'how many pcns have no payment', k['Amount Paid'].isna().sum())
lst(D, 'which columns have blanks', gaps(k[raw_k]))
grp(D, 'cancellation rate by ceo', rate(k, 'CEO', k.Status.str.startswith('Cancelled')))
grp(D, 'share of tickets by code', k.groupby('Code').size() / len(k))
grp(D, 'collected as a % of charges issued by location', k.groupby('Location').paid.sum() / k.groupby('Location').charge.sum())
two(D, 'tickets on high street', (k.Location == 'High Street').sum(), k.Location.isin(['High Street', 'High Street Car Park']).sum())
two(D, 'how much was paid in march', k[k.issued.dt.month == 3].paid.sum(), k[(k.paidon.dt.year == 2024) & (k.paidon.dt.month == 3)].paid.sum())
print('  (status counts:', dict(f.Status.value_counts()), dict(s.Status.value_counts()), dict(a.Status.value_counts()), dict(p.Work.value_counts()), dict(k.Status.value_counts()), ')')
print('  (rows:', len(f), len(s), len(a), len(st), len(p), len(k), ')')

close = lambda a, e_: abs(a - e_) <= 1e-6 * max(1, abs(e_)) + 1e-6
def label(v_):
    """A pandas label as the expectation writes it: 9.0 -> 9 (a code such as "01" stays as written)."""
    return str(int(float(v_))) if str(v_).replace('.', '', 1).isdigit() and not str(v_).startswith('0') and float(v_) == int(float(v_)) else str(v_)
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
        # pandas names every tied label; the expectation lists each with its spellings (months, weekdays, hours, codes).
        good = e_['kind'] == 'row' and len(names_) > 0 and all(spelled(n, e_) for n in names_)
        # and, where the labels are plain, the expectation names no row pandas does not (ties counted both ways)
        if good and exact: good = sorted(set(names_)) == sorted(set(e_['labels']))
        good = good and (v_ is None or 'value' not in e_ or close(v_, e_['value']))
        figures += 1
    elif kind == 'list':
        good = e_['kind'] == 'list' and sorted(e_['values']) == got; figures += 1
    elif kind == 'two readings':
        a_, b_ = got
        good = e_['kind'] == 'refuse' and not close(a_, b_); figures += 2
    print(('OK  ' if good else 'DIFF'), f'[{data}] {q_}: pandas {got if kind not in ("groups", "top") else "…"}' + ('' if good else f'  expected {e_}'))
    ok += good; bad += not good
answerable = [(x['data'], x['q']) for x in expected if x['expect']['kind'] != 'refuse']
missing = [k_ for k_ in answerable if k_ not in seen]
for k_ in missing: print('NOT CHECKED', k_)
two_readings = sum(1 for _, _, kind, _ in checks if kind == 'two readings')
print(f'{ok} questions agree, {bad} differ; {figures} figures compared; {len(answerable) - len(missing)}/{len(answerable)} answerable questions checked; {two_readings} two-reading refusals found to differ')
sys.exit(1 if bad or missing else 0)
