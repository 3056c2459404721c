"""Probe 23's data check: recomputes EVERY answerable expectation with pandas, and both readings of
each two-reading phrasing, reading the generated files as written (not the generator's rows), and
compares them with expected.json. Run with Debian's /usr/bin/python3 (pandas, openpyxl); see
crosscheck.ts (npx tsx test/eval/analyst/crosscheck.ts 23 <dir>)."""
import json, sys
import pandas as pd
F = sys.argv[1].rstrip('/') + '/'
expected = json.load(open(F + 'expected.json'))
exp = {(e['data'], e['q']): e['expect'] for e in expected}
# The files' placeholders for a missing value; "Nil" (no fee payable) is £0 and "None" (no ceremony) is a value.
NA = ['', 'NA', 'n/a', '-', 'n/k']

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
    """ "£1,234.50" as a number; "Nil" is 0 (blank, "-" stay missing)."""
    return col.astype('string').str.replace('Nil', '0', regex=False).str.replace(r'[£,]', '', regex=True).astype(float)
def unit(col, suffix):
    """ "25 mins", "90 min", "13 wks" as a number."""
    return col.astype('string').str.replace(suffix, '', regex=False).str.replace(',', '', regex=False).str.strip().astype(float)
def clock(col):
    """ "9:00" / "16:30" as minutes after midnight."""
    parts = col.astype('string').str.extract(r'^(\d{1,2}):(\d{2})$')
    return parts[0].astype(float) * 60 + parts[1].astype(float)
def gaps(df):
    return [c_ for c_ in df.columns if df[c_].isna().any()]
def ym(col):
    return col.dt.strftime('%Y-%m')
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

# window cleaner's round (workbook)
D = 'p23_windows'
X = F + 'window_round_2024.xlsx'
cu = pd.read_excel(X, sheet_name='Customers', keep_default_na=False, na_values=NA)
cl = pd.read_excel(X, sheet_name='Cleans', keep_default_na=False, na_values=NA)
raw_cl = list(cl.columns)
cu['price'] = money(cu.Price)
cu['weeks'] = cu.Frequency.astype('string').str.extract(r'^(\d+) wkly$')[0].astype(float)
cl['date'] = pd.to_datetime(cl.Date, format='%a %d %b %y')
cl['charged'] = money(cl.Charged)
cl['mins'] = unit(cl.Mins, ' mins')
w = cl.merge(cu[['Cust Ref', 'Name', 'Street', 'Round Day', 'Property', 'price', 'Conservatory']], on='Cust Ref', how='left')
written_day = cl.Date.str[:3] == cl.date.dt.strftime('%a')
on_round = (w.date.dt.day_name() == w['Round Day'])
print('  (windows: dates', cl.date.min().date(), 'to', cl.date.max().date(), '; the weekday written agrees with the date:', bool(written_day.all()), '; every clean\'s customer on the Customers sheet:', bool(w.Street.notna().all()),
      '; cleans on the round day:', int(on_round.sum()), 'of', len(w), '(the rest moved by a bank holiday or the rain); charged blank exactly when not done:', bool((cl.charged.isna() == (cl.Outcome != 'Done')).all()), ')')
base = w.charged - w.Extras.map({'Frames & Sills': 8, 'Conservatory Roof': 20, 'Gutter Clear': 40}).fillna(0)
print('  (windows: charged less the extra = the price, or £1 less before April:', bool(((base == w.price) | ((base == w.price - 1) & (w.date < '2024-04-01')))[w.charged.notna()].all()), ')')
val(D, 'total takings', cl.charged.sum())
grp(D, 'customers by property type', cu.groupby('Property').size())
val(D, 'avg charge per clean', cl.charged.mean())
grp(D, 'jobs by outcome', cl.groupby('Outcome').size())
top(D, 'top 3 streets by takings', w.groupby('Street').charged.sum(), 3)
top_price = cu[cu.price == cu.price.max()]
row(D, 'highest priced customer', list(top_price.Name) + list(top_price['Cust Ref']), float(cu.price.max()))
row(D, 'which round day brings in the most', *ties(w.groupby('Round Day').charged.sum()))
row(D, 'biggest single job', *extreme(cl, 'charged', 'Clean ID'))
owed = ties(w[w.Payment == 'Owed'].groupby('Cust Ref').charged.sum())
row(D, 'which customer owes the most', owed[0] + list(cu.set_index('Cust Ref').Name[owed[0]]), owed[1])
val(D, 'how many rained off', (cl.Outcome == 'Rained Off').sum())
val(D, 'how many conservatory roofs did we do', (cl.Extras == 'Conservatory Roof').sum())
val(D, 'how many customers have left', (cu.Status == 'Left').sum())
val(D, 'how many gutter jobs', (cl.Extras == 'Gutter Clear').sum())
sd = cu[cu.Property.isin(['Semi', 'Detached'])]
grp(D, 'semis vs detached avg price', sd.groupby('Property').price.mean())
cb = cl[cl.Payment.isin(['Cash', 'BACS'])]
grp(D, 'cash vs bacs takings', cb.groupby('Payment').charged.sum())
mf = w[w['Round Day'].isin(['Monday', 'Friday'])]
grp(D, 'monday vs friday round takings', mf.groupby('Round Day').charged.sum())
grp(D, 'conservatory vs no conservatory avg price', cu.groupby('Conservatory').price.mean())
row(D, 'busiest month', *ties(cl.groupby(cl.date.dt.month).size()), exact=False)
ro = cl[cl.Outcome == 'Rained Off']
row(D, 'which month gets rained off most', *ties(ro.groupby(ro.date.dt.month).size()), exact=False)
grp(D, 'takings by month', cl.groupby(ym(cl.date)).charged.sum())
val(D, 'takings on 5 march', cl[cl.date == '2024-03-05'].charged.sum())
val(D, 'avg mins per clean', cl.mins.mean())
val(D, 'what did we take in august', cl[cl.date.dt.month == 8].charged.sum())
val(D, 'avg frequency in weeks', cu.weeks.mean())
print('  (windows: cleans charged exactly £20:', (cl.charged == 20).sum(), '; exactly 30 mins:', (cl.mins == 30).sum(), '; customers at exactly £12:', (cu.price == 12).sum(), ')')
val(D, 'jobs over £20', (cl.charged > 20).sum())
val(D, 'cleans that took more than 30 mins', (cl.mins > 30).sum())
val(D, 'customers paying under £12', (cu.price < 12).sum())
val(D, 'detached houses on 8 wkly', ((cu.Property == 'Detached') & (cu.weeks == 8)).sum())
val(D, 'rained off jobs on the monday round', ((w.Outcome == 'Rained Off') & (w['Round Day'] == 'Monday')).sum())
val(D, 'how many jobs have no charge', cl.Charged.isna().sum())
lst(D, 'which columns on the cleans sheet have blanks', gaps(cl[raw_cl]))
grp(D, 'share of takings by round day', w.groupby('Round Day').charged.sum() / cl.charged.sum())
val(D, 'what % of visits were rained off', 100 * (cl.Outcome == 'Rained Off').sum() / len(cl))
w['hours'] = w.mins / 60
grp(D, '£ per hour by property type', ratio(w, 'Property', 'charged', 'hours'))
two(D, 'avg price', cu.price.mean(), cl.charged.mean())
two(D, 'how many customers on church', (cu.Street == 'Church Street').sum(), (cu.Street == 'Church Lane').sum())
two(D, 'how many jobs did we do', len(cl), (cl.Outcome == 'Done').sum())

# driving school's lesson diary
D = 'p23_driving'
dl = pd.read_csv(F + 'lesson_diary_2024.csv', keep_default_na=False, na_values=NA)
raw_dl = list(dl.columns)
dl['date'] = pd.to_datetime(dl.Date, format='%d.%m.%y')
dl['start'] = clock(dl.Start)
dl['len'] = unit(dl.Length, ' min')
dl['price'] = money(dl.Price)
charged = dl.Status.isin(['Completed', 'Late Cancel', 'No Show'])
rate_ = (dl.Gearbox.map({'Manual': 38, 'Auto': 40}) + (dl.date >= '2024-09-01') * 2) * dl.len / 60 * dl.Block.map({'Y': 0.9, 'N': 1})
print('  (driving: dates', dl.date.min().date(), 'to', dl.date.max().date(), '; Sundays:', int((dl.date.dt.dayofweek == 6).sum()), '; price = the hourly rate x hours (10% off on a block), charged lessons only:', bool(((rate_.round(2) - dl.price).abs() < 1e-9)[charged].all() and dl.price[~charged].isna().all()),
      '; results only on test days:', bool((dl['Test Result'].notna() == (dl['Lesson Type'] == 'Test Day')).all()), ')')
val(D, 'total takings', dl.price.sum())
grp(D, 'lessons by type', dl.groupby('Lesson Type').size())
val(D, 'avg lesson price', dl.price.mean())
val(D, 'how many pupils', dl.Pupil.nunique())
top(D, 'top 3 pickup areas by lessons', dl.groupby('Area').size(), 3)
row(D, 'which pupil has paid us the most', *ties(dl.groupby('Pupil').price.sum()))
print('  (driving: one area per pupil:', bool((dl.groupby('Pupil').Area.nunique() == 1).all()), ')')
row(D, 'which area do most of our pupils come from', *ties(dl.groupby('Area').Pupil.nunique()))
tests = dl[dl['Lesson Type'] == 'Test Day']
row(D, 'who had the most minors on their test', *extreme(tests, 'Minors', 'Pupil'))
row(D, 'which instructor did the most miles', *ties(dl.groupby('Instructor').Miles.sum()))
val(D, 'how many tests did we take', len(tests))
val(D, 'how many passes', (dl['Test Result'] == 'Pass').sum())
val(D, 'how many no shows', (dl.Status == 'No Show').sum())
val(D, 'how many motorway lessons', (dl['Lesson Type'] == 'Motorway').sum())
grp(D, 'manual vs auto avg price', dl.groupby('Gearbox').price.mean())
grp(D, 'pass vs fail avg minors', dl.groupby('Test Result').Minors.mean())
grp(D, 'dave vs sue lessons', dl.groupby('Instructor').size())
grp(D, 'block vs non block takings', dl.groupby('Block').price.sum())
row(D, 'busiest month', *ties(dl.groupby(dl.date.dt.month).size()), exact=False)
weekday_row(D, 'which day of the week do we teach most', dl.groupby(dl.date.dt.dayofweek).size())
hr = ties(dl.groupby((dl.start // 60).astype(int)).size())
row(D, 'what time do most lessons start', [f'{int(h):02d}:00' for h in hr[0]], hr[1], exact=False)
val(D, 'lessons on 12 feb', (dl.date == '2024-02-12').sum())
val(D, 'avg lesson length in mins', dl.len.mean())
val(D, 'takings in june', dl[dl.date.dt.month == 6].price.sum())
print('  (driving: starts at exactly 17:00:', (dl.start == 1020).sum(), '; exactly 20 miles:', (dl.Miles == 20).sum(), '; lengths of 90 min:', (dl.len == 90).sum(), '; auto at exactly £50:', ((dl.Gearbox == 'Auto') & (dl.price == 50)).sum(), ')')
val(D, 'lessons starting after 5pm', (dl.start > 1020).sum())
val(D, 'lessons of 2 hrs or more', (dl.len >= 120).sum())
val(D, 'lessons where we did more than 20 miles', (dl.Miles > 20).sum())
val(D, 'tests passed with 5 minors or fewer', ((dl['Test Result'] == 'Pass') & (dl.Minors <= 5)).sum())
val(D, 'auto lessons over £50', ((dl.Gearbox == 'Auto') & (dl.price > 50)).sum())
val(D, 'late cancels on a block booking', ((dl.Status == 'Late Cancel') & (dl.Block == 'Y')).sum())
val(D, 'how many lessons have no mileage', dl.Miles.isna().sum())
lst(D, 'which columns have blanks', gaps(dl[raw_dl]))
grp(D, 'pass rate by gearbox', rate(tests, 'Gearbox', tests['Test Result'] == 'Pass'))
dl['hours'] = dl.len / 60
grp(D, 'takings per hour by lesson type', ratio(dl, 'Lesson Type', 'price', 'hours'))
grp(D, 'share of lessons by area', dl.groupby('Area').size() / len(dl))
two(D, 'how many lessons did chloe have', (dl.Pupil == 'Chloe Walsh').sum(), (dl.Pupil == 'Chloe Bennett').sum())
two(D, 'how many lessons were cancelled', (dl.Status == 'Cancelled').sum(), dl.Status.isin(['Cancelled', 'Late Cancel', 'Instructor Cancelled']).sum())

# council planning applications
D = 'p23_planning'
pa = pd.read_csv(F + 'planning_applications_2023-24.csv', keep_default_na=False, na_values=NA)
raw_pa = list(pa.columns)
pa['rcv'] = pd.to_datetime(pa.Received, format='%Y-%m-%d')
pa['dec'] = pd.to_datetime(pa['Decision Date'], format='%d/%m/%Y')
pa['fee'] = money(pa.Fee)
pa['target'] = unit(pa.Target, ' wks')
pa['days'] = (pa.dec - pa.rcv).dt.days
hou = pa[pa['Application Type'] == 'Householder']
print('  (planning: received', pa.rcv.min().date(), 'to', pa.rcv.max().date(), '; decided', pa.dec.min().date(), 'to', pa.dec.max().date(), '; weekends received:', int((pa.rcv.dt.dayofweek >= 5).sum()),
      '; householder fee £258 before 6 December 2023 and £528 from it:', sorted(hou.groupby(hou.rcv >= '2023-12-06').fee.unique().map(tuple).items()), '; decision date exactly when Status Decided:', bool((pa.dec.notna() == (pa.Status == 'Decided')).all()),
      '; numbered in order within each year:', bool(pa['Application Number'].str[:2].astype(int).eq(pa.rcv.dt.year % 100).all()), ')')
val(D, 'total fees', pa.fee.sum())
grp(D, 'applications by ward', pa.groupby('Ward').size())
val(D, 'avg fee', pa.fee.mean())
val(D, 'how many applications', len(pa))
top(D, 'top 3 application types', pa.groupby('Application Type').size(), 3)
row(D, 'which ward gets the most objections', *ties(pa.groupby('Ward').Objections.sum()))
row(D, 'most objected application', *extreme(pa, 'Objections', 'Application Number'))
row(D, 'slowest decision', *extreme(pa, 'days', 'Application Number'))
row(D, 'which officer refuses the most', *ties(pa[pa.Decision == 'Refused'].groupby('Case Officer').size()))
val(D, 'how many householders', len(hou))
val(D, 'how many refusals', (pa.Decision == 'Refused').sum())
val(D, 'how many went to committee', (pa['Decision Level'] == 'Committee').sum())
val(D, 'how many appeals were dismissed', (pa.Appeal == 'Dismissed').sum())
grp(D, 'delegated vs committee avg days', pa.groupby('Decision Level').days.mean())
nr = pa[pa.Ward.isin(['Northgate', 'Riverside'])]
grp(D, 'northgate vs riverside applications', nr.groupby('Ward').size())
hf = pa[pa['Application Type'].isin(['Householder', 'Full'])]
grp(D, 'householder vs full avg fee', hf.groupby('Application Type').fee.mean())
grp(D, 'eot vs no eot avg days', pa.groupby('EOT').days.mean())
row(D, 'busiest month', *ties(pa.groupby(pa.rcv.dt.month).size()), exact=False)
weekday_row(D, 'which weekday do most applications come in', pa.groupby(pa.rcv.dt.dayofweek).size())
grp(D, 'decisions by month', pa.groupby(ym(pa.dec)).size())
val(D, 'applications received on 5 june', (pa.rcv == '2023-06-05').sum())
val(D, 'avg days to decide', pa.days.mean())
val(D, 'fees in october', pa[pa.rcv.dt.month == 10].fee.sum())
val(D, 'how many decided in 2024', (pa.dec.dt.year == 2024).sum())
print('  (planning: decided exactly 56 days after:', (pa.days == 56).sum(), '; exactly 10 objections:', (pa.Objections == 10).sum(), '; fees of exactly £500:', (pa.fee == 500).sum(), ')')
val(D, 'decided within 8 weeks', (pa.days <= 56).sum())
val(D, 'applications with more than 10 objections', (pa.Objections > 10).sum())
val(D, 'fees over £500', (pa.fee > 500).sum())
val(D, 'refused householders in westfield', ((pa.Decision == 'Refused') & (pa['Application Type'] == 'Householder') & (pa.Ward == 'Westfield')).sum())
val(D, 'applications on a 13 week target', (pa.target == 13).sum())
val(D, 'how many have no decision date', pa['Decision Date'].isna().sum())
lst(D, 'which columns have blanks', gaps(pa[raw_pa]))
grp(D, 'share of applications by ward', pa.groupby('Ward').size() / len(pa))
val(D, 'what % of decisions were refusals', 100 * (pa.Decision == 'Refused').sum() / pa.Decision.notna().sum())
grp(D, 'avg days to decide by application type', pa.groupby('Application Type').days.mean())
two(D, 'how many approvals', (pa.Decision == 'Granted').sum(), pa.Decision.isin(['Granted', 'Granted with Conditions']).sum())
two(D, 'how many applications in castle', (pa.Ward == 'Castle').sum(), (pa.Ward == 'Castle Hill').sum())
two(D, 'how many tree applications', (pa['Application Type'] == 'Works to Trees in a CA').sum(), pa['Application Type'].isin(['Works to Trees in a CA', 'Works to TPO Tree']).sum())

# hair salon's appointment book
D = 'p23_salon'
sa = pd.read_csv(F + 'salon_appointments_sep-dec_2024.csv', keep_default_na=False, na_values=NA)
raw_sa = list(sa.columns)
sa['date'] = pd.to_datetime(sa.Date, format='%d-%m-%Y')
sa['time'] = clock(sa.Time)
dur = sa.Duration.str.extract(r'^(?:(\d+) hrs?)? ?(?:(\d+) mins)?$')
sa['mins'] = dur[0].astype(float).fillna(0) * 60 + dur[1].astype(float).fillna(0)
sa['price'] = money(sa.Price)
sa['tip'] = money(sa.Tip)
print('  (salon: dates', sa.date.min().date(), 'to', sa.date.max().date(), '; days open:', sorted(sa.date.dt.day_name().unique()), '; every duration read:', bool((sa.mins > 0).all()),
      '; walk-ins have no client:', bool((sa.Client.isna() == (sa['Booked Via'] == 'Walk-in')).all()), '; no price exactly on no shows and cancellations:', bool((sa.price.isna() == sa.Status.isin(['No Show', 'Cancelled'])).all()), ')')
val(D, 'total tips', sa.tip.sum())
grp(D, 'appointments per stylist', sa.groupby('Stylist').size())
val(D, 'avg price', sa.price.mean())
val(D, 'how many clients', sa.Client.nunique())
top(D, 'top 3 services by revenue', sa.groupby('Service').price.sum(), 3)
row(D, 'who gets the most tips', *ties(sa.groupby('Stylist').tip.sum()))
spent = set(ties(sa.groupby('Client').price.sum())[0]) & set(ties(sa.groupby('Client').price.sum() + sa.groupby('Client').tip.sum())[0])
row(D, 'which client has spent the most', sorted(spent), None)
row(D, 'which service gets the most no shows', *ties(sa[sa.Status == 'No Show'].groupby('Service').size()))
row(D, 'biggest tip', *extreme(sa, 'tip', 'Booking Ref'))
val(D, 'how many walk ins', (sa['Booked Via'] == 'Walk-in').sum())
val(D, 'how many no shows', (sa.Status == 'No Show').sum())
val(D, 'how many new clients', (sa['New Client'] == 'Y').sum())
val(D, 'how many balayages', (sa.Service == 'Balayage').sum())
kj = sa[sa.Stylist.isin(['Kerry', 'Jade'])]
grp(D, 'kerry vs jade appointments', kj.groupby('Stylist').size())
cc = sa[sa['Paid By'].isin(['Cash', 'Card'])]
grp(D, 'cash vs card tips', cc.groupby('Paid By').tip.sum())
op = sa[(sa.Status == 'No Show') & sa['Booked Via'].isin(['Online', 'Phone'])]
grp(D, 'online vs phone no shows', op.groupby('Booked Via').size())
gl = sa[sa.Service.isin(['Gents Cut', 'Ladies Cut & Finish'])]
grp(D, 'gents vs ladies cuts avg price', gl.groupby('Service').price.mean())
row(D, 'busiest month', *ties(sa.groupby(sa.date.dt.month).size()), exact=False)
weekday_row(D, 'busiest day', sa.groupby(sa.date.dt.dayofweek).size())
hr = ties(sa.groupby((sa.time // 60).astype(int)).size())
row(D, 'what hour is busiest', [f'{int(h):02d}:00' for h in hr[0]], hr[1], exact=False)
val(D, 'appointments on 21 dec', (sa.date == '2024-12-21').sum())
val(D, 'avg appointment length in mins', sa.mins.mean())
val(D, 'tips in december', sa[sa.date.dt.month == 12].tip.sum())
print('  (salon: appointments at exactly 15:00:', (sa.time == 900).sum(), '; exactly 2 hrs:', (sa.mins == 120).sum(), '; prices of exactly £100:', (sa.price == 100).sum(), '; Amber at exactly £20:', ((sa.Stylist == 'Amber') & (sa.price == 20)).sum(), ')')
val(D, 'appointments after 3pm', (sa.time > 900).sum())
val(D, 'appointments over 2 hrs', (sa.mins > 120).sum())
val(D, 'tips of £10 or more', (sa.tip >= 10).sum())
val(D, 'services over £100', (sa.price > 100).sum())
val(D, 'ambers appointments under £20', ((sa.Stylist == 'Amber') & (sa.price < 20)).sum())
val(D, 'online bookings that no showed', ((sa['Booked Via'] == 'Online') & (sa.Status == 'No Show')).sum())
val(D, 'how many appointments had no tip', sa.Tip.isna().sum())
lst(D, 'which columns have blanks', gaps(sa[raw_sa]))
sa['hours'] = sa.mins / 60
grp(D, 'revenue per hour by stylist', ratio(sa, 'Stylist', 'price', 'hours'))
val(D, 'tips as a % of revenue', 100 * sa.tip.sum() / sa.price.sum())
grp(D, 'no show rate by booking method', rate(sa, 'Booked Via', sa.Status == 'No Show'))
two(D, 'total takings', sa.price.sum(), sa.price.sum() + sa.tip.sum())
two(D, 'how many colours', (sa.Service == 'Full Head Colour').sum(), sa.Service.isin(['Full Head Colour', 'Root Tint', 'Half Head Highlights', 'Full Head Highlights', 'Balayage']).sum())

# town council burial register
D = 'p23_burials'
b = pd.read_csv(F + 'burial_register_2019-2024.csv', keep_default_na=False, na_values=NA)
raw_b = list(b.columns)
long_ = pd.to_datetime(b['Date of Burial'], format='%d %B %Y', errors='coerce')
short_ = pd.to_datetime(b['Date of Burial'], format='%d/%m/%Y', errors='coerce')
b['date'] = long_.fillna(short_)
b['time'] = clock(b.Time)
depth = b.Depth.str.extract(r'^(\d+)ft(?: (\d+)in)?$')
b['inches'] = depth[0].astype(float) * 12 + depth[1].astype(float).fillna(0)
b['fee'] = money(b['Interment Fee'])
b['rob'] = money(b['Right of Burial'])
adult = b[b.Section != "Children's"].assign(fy=lambda x: x.date.dt.year - (x.date.dt.month < 4), ashes=lambda x: x['Interment Type'].str.startswith('Ashes'))
base_fee = adult[adult.Resident == 'Y'].groupby(['fy', 'ashes']).fee.agg(['min', 'max'])
resident_fee_ok = (base_fee['min'] == base_fee['max']).all() and (adult.fee == adult.apply(lambda r: base_fee.loc[(r.fy, r.ashes), 'min'] * (1 if r.Resident == 'Y' else 2), axis=1)).all()
print('  (burials: dates', b.date.min().date(), 'to', b.date.max().date(), '; every date read:', bool(b.date.notna().all()), '; long dates before 2022 only:', bool((long_.notna() == (b.date.dt.year < 2022)).all()),
      '; every depth read:', bool(b.inches.notna().all()), '; Sundays:', int((b.date.dt.dayofweek == 6).sum()), '; "Nil" fees in the Children\'s section only:', bool(((b['Interment Fee'] == 'Nil') == (b.Section == "Children's")).all()),
      '; the interment fee is one resident fee per financial year and kind (grave or ashes), doubled for non-residents:', bool(resident_fee_ok), ')')
val(D, 'total interment fees', b.fee.sum())
grp(D, 'burials by section', b.groupby('Section').size())
val(D, 'avg age', b.Age.mean())
val(D, 'how many burials', len(b))
top(D, 'top 3 funeral directors', b.groupby('Funeral Director').size(), 3)
row(D, 'oldest person buried', *extreme(b, 'Age', 'Entry No'))
row(D, 'which section has the oldest average age', *ties(b.groupby('Section').Age.mean()))
row(D, 'which year had the most burials', *ties(b.groupby(b.date.dt.year).size()))
row(D, 'biggest right of burial fee', *extreme(b, 'rob', 'Entry No'))
val(D, 'how many reopens', (b['Interment Type'] == 'Reopen').sum())
val(D, 'how many non residents', (b.Resident == 'N').sum())
val(D, 'how many humanist funerals', (b.Ceremony == 'Humanist').sum())
val(D, 'how many woodland burials', (b.Section == 'Woodland').sum())
grp(D, 'men vs women avg age', b.groupby('Sex').Age.mean())
grp(D, 'residents vs non residents avg interment fee', b.groupby('Resident').fee.mean())
lab = b[b.Section.isin(['Lawn A', 'Lawn B'])]
grp(D, 'lawn a vs lawn b burials', lab.groupby('Section').size())
cp = b[b['Funeral Director'].isin(['Co-op Funeralcare', 'A. Pryce & Son'])]
grp(D, 'co-op vs pryce burials', cp.groupby('Funeral Director').size())
row(D, 'which month has the most burials', *ties(b.groupby(b.date.dt.month).size()), exact=False)
grp(D, 'burials per year', b.groupby(b.date.dt.year).size())
weekday_row(D, 'which day of the week are most burials', b.groupby(b.date.dt.dayofweek).size())
val(D, 'burials in march 2021', ((b.date.dt.year == 2021) & (b.date.dt.month == 3)).sum())
val(D, 'interment fees in 2023', b[b.date.dt.year == 2023].fee.sum())
print('  (burials: at exactly 11:00:', (b.time == 660).sum(), '; exactly 6ft:', (b.inches == 72).sum(), '; aged exactly 90:', (b.Age == 90).sum(), '; fees of exactly £1,000:', (b.fee == 1000).sum(), '; aged exactly 10:', (b.Age == 10).sum(), ')')
val(D, 'burials before 11am', (b.time < 660).sum())
val(D, 'avg depth in ft', b.inches.mean() / 12)
val(D, 'graves deeper than 6ft', (b.inches > 72).sum())
val(D, 'burials of people over 90', (b.Age > 90).sum())
val(D, 'interment fees over £1,000', (b.fee > 1000).sum())
val(D, 'non resident new graves', ((b.Resident == 'N') & (b['Interment Type'] == 'New Grave')).sum())
val(D, 'how many under 10s', (b.Age < 10).sum())
val(D, 'how many with no age', b.Age.isna().sum())
lst(D, 'which columns have blanks', gaps(b[raw_b]))
grp(D, 'share of burials by ceremony', b.groupby('Ceremony').size() / len(b))
val(D, 'right of burial as a % of all fees', 100 * b.rob.sum() / (b.fee.sum() + b.rob.sum()))
grp(D, 'non resident rate by year', rate(b, b.date.dt.year, b.Resident == 'N'))
two(D, 'total fees', b.fee.sum(), b.fee.sum() + b.rob.sum())
two(D, 'how many hartley funerals', (b['Funeral Director'] == 'J. Hartley & Sons').sum(), (b['Funeral Director'] == 'Hartley Family Funerals').sum())
two(D, 'how many ashes', (b['Interment Type'] == 'Ashes Plot').sum(), b['Interment Type'].isin(['Ashes Plot', 'Ashes into Grave']).sum())
print('  (outcomes:', dict(cl.Outcome.value_counts()), dict(dl.Status.value_counts()), dict(pa.Status.value_counts()), dict(sa.Status.value_counts()), dict(b['Interment Type'].value_counts()), ')')
print('  (rows:', len(cu), len(cl), len(dl), len(pa), len(sa), len(b), ')')

close = lambda a, e_: abs(a - e_) <= 1e-6 * max(1, abs(e_)) + 1e-6
def label(v_):
    """A pandas label as the expectation writes it: 9.0 -> 9."""
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
        # pandas names every tied label; the expectation lists each with its spellings (months, weekdays, hours, a name beside its reference).
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
