"""Probe 12's data check: recomputes EVERY answerable expectation with pandas, and both readings of
each two-reading refusal, reading the generated files as written (not the generator's rows), and
compares them with expected.json. Run with Debian's /usr/bin/python3 (pandas, openpyxl); see
crosscheck.ts (npx tsx test/eval/analyst/crosscheck.ts 12 <dir>)."""
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
    """ "$1,234.50", "£1,234.50" as a number (blank and "-" stay missing)."""
    return col.astype('string').str.replace(r'[$£€,]', '', regex=True).astype(float)

def secs(col):
    """ "1:02:10" as seconds (blank stays missing)."""
    def one(v):
        if pd.isna(v): return float('nan')
        parts = [int(x) for x in str(v).split(':')]
        return float(sum(x * 60 ** (len(parts) - 1 - k) for k, x in enumerate(parts)))
    return col.map(one)

MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
DAYNAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']

def pctcol(col):
    """ "62%" as 62 (blank stays missing)."""
    return col.astype('string').str.rstrip('%').astype(float)
def num_(col):
    """ "1,245.6" as a number."""
    return col.astype('string').str.replace(',', '', regex=False).astype(float)
def gaps(df):
    return [c_ for c_ in df.columns if df[c_].isna().any()]

# warehouse stock movements
D = 'p12_stock'
s = pd.read_csv(F + 'stock_movements.csv', keep_default_na=False, na_values=NA)
MD, QTY, HT = 'Movement Date', 'Quantity (units)', 'Handling Time (min)'
s[MD] = pd.to_datetime(s[MD], format='%Y/%m/%d')
s['Unit Cost'] = money(s['Unit Cost'])
po = s[s.Status == 'Posted']
dis = po[po['Movement Type'] == 'Dispatch']
val(D, 'how many stock movements', len(s))
grp(D, 'movements by type', s.groupby('Movement Type').size())
grp(D, 'movements per warehouse', s.groupby('Warehouse').size())
val(D, 'avg handling time in minutes', s[HT].mean())
val(D, 'how many different skus', s.SKU.nunique())
val(D, 'how many movements were reversed', (s.Status == 'Reversed').sum())
val(D, 'how many write-offs were posted in 2024', ((po['Movement Type'] == 'Write-off') & (po[MD].dt.year == 2024)).sum())
val(D, 'total units received at dock 3, not counting reversed ones', po[(po['Movement Type'] == 'Receipt') & (po.Warehouse == 'Dock 3')][QTY].sum())
row(D, 'which operator handled the most movements', ties(s.groupby('Operator').size())[0])
two(D, 'which sku had the most units dispatched', ties(dis.groupby('SKU')[QTY].sum())[0], ties(s[s['Movement Type'] == 'Dispatch'].groupby('SKU')[QTY].sum())[0])
row(D, 'biggest single receipt by quantity', *extreme(s[s['Movement Type'] == 'Receipt'], QTY, 'Movement ID'))
row(D, 'which warehouse has the slowest avg handling time', *ties(s.groupby('Warehouse')[HT].mean()))
row(D, 'most expensive unit cost', *extreme(s, 'Unit Cost', 'Movement ID'))
grp(D, 'movements 2023 vs 2024', s.groupby(s[MD].dt.year).size())
grp(D, 'avg handling time receipts vs dispatches', s[s['Movement Type'].isin(['Receipt', 'Dispatch'])].groupby('Movement Type')[HT].mean())
val(D, 'how many more movements at north hub than south hub', (s.Warehouse == 'North Hub').sum() - (s.Warehouse == 'South Hub').sum())
grp(D, 'units written off by category, not counting reversed ones', po[po['Movement Type'] == 'Write-off'].groupby('Product Category')[QTY].sum())
row(D, 'which month of the year has the most movements', ties(s.groupby(s[MD].dt.month).size())[0])
grp(D, 'movements per month in 2024', s[s[MD].dt.year == 2024].groupby(s[MD].dt.month).size())
row(D, 'which weekday has the fewest movements', ties(s.groupby(s[MD].dt.day_name()).size(), 'min')[0])
val(D, 'movements in march 2024', ((s[MD].dt.year == 2024) & (s[MD].dt.month == 3)).sum())
val(D, 'avg unit cost of power tools', s[s['Product Category'] == 'Power Tools']['Unit Cost'].mean())
val(D, 'movements before 1 feb 2023', (s[MD] < '2023-02-01').sum())
val(D, 'highest unit cost for paint', s[s['Product Category'] == 'Paint']['Unit Cost'].max())
val(D, 'movements with a unit cost over $50', (s['Unit Cost'] > 50).sum())
val(D, 'movements that took more than half an hour to handle', (s[HT] > 30).sum())
val(D, 'dispatches of 500 units or more', ((s['Movement Type'] == 'Dispatch') & (s[QTY] >= 500)).sum())
val(D, 'movements excluding reversed', (s.Status != 'Reversed').sum())
val(D, 'avg quantity of safety receipts', s[(s['Product Category'] == 'Safety') & (s['Movement Type'] == 'Receipt')][QTY].mean())
val(D, 'how many movements have no operator', s.Operator.isna().sum())
lst(D, 'which columns have blanks', gaps(s))
val(D, 'how many movements were not timed', s[HT].isna().sum())
val(D, 'pct of movements that are returns', 100 * (s['Movement Type'] == 'Return').mean())
val(D, 'value of posted dispatches (quantity times unit cost)', (dis[QTY] * dis['Unit Cost']).sum())
grp(D, 'reversal rate by warehouse in %', s.groupby('Warehouse').Status.apply(lambda x: 100 * (x == 'Reversed').mean()))

# streaming sessions
D = 'p12_stream'
v = pd.read_csv(F + 'viewing_sessions.csv', keep_default_na=False, na_values=NA)
SD, WT, CP, RT = 'Session Date', 'Watch Time', 'Completed %', 'Rating (1-5)'
v[SD] = pd.to_datetime(v[SD], format='%d-%b-%Y')
v['secs'] = secs(v[WT])
v[CP] = pctcol(v[CP])
okv = v[v['Playback Status'] == 'OK']
val(D, 'how many sessions', len(v))
grp(D, 'sessions by device', v.groupby('Device').size())
grp(D, 'sessions per genre', v.groupby('Genre').size())
val(D, 'avg rating', v[RT].mean())
val(D, 'how many profiles', v['Profile ID'].nunique())
val(D, 'how many playbacks failed', (v['Playback Status'] == 'Failed').sum())
val(D, 'how many sessions were watched to the end', (v[CP] == 100).sum())
row(D, 'most watched title by number of sessions', ties(v.groupby('Title').size())[0])
val(D, 'total hours watched', v.secs.sum() / 3600)
val(D, 'how many profiles are on premium', v[v.Plan == 'Premium']['Profile ID'].nunique())
row(D, 'which genre has the highest avg rating', *ties(v.groupby('Genre')[RT].mean()))
row(D, 'longest session', extreme(v, 'secs', 'Session ID')[0])
row(D, 'which country watches the most hours', ties(v.groupby('Country').secs.sum())[0])
row(D, 'which device has the lowest avg completion', *ties(v.groupby('Device')[CP].mean(), 'min'))
grp(D, 'avg completion tv vs mobile', v[v.Device.isin(['TV', 'Mobile'])].groupby('Device')[CP].mean())
grp(D, 'avg rating basic vs premium', v[v.Plan.isin(['Basic', 'Premium'])].groupby('Plan')[RT].mean())
dr, co = (v.Genre == 'Drama').sum(), (v.Genre == 'Comedy').sum()
val(D, 'how many more drama sessions than comedy' if dr >= co else 'how many more comedy sessions than drama', abs(dr - co))
grp(D, 'failed playbacks by device', v[v['Playback Status'] == 'Failed'].groupby('Device').size())
row(D, 'which month had the most sessions', ties(v.groupby(v[SD].dt.month).size())[0])
row(D, 'which hour do most sessions start', ties(v.groupby(v['Start Time'].str.slice(0, 2).astype(int)).size())[0])
val(D, 'sessions on fridays', (v[SD].dt.dayofweek == 4).sum())
grp(D, 'avg watch time in minutes by month', v.groupby(v[SD].dt.month).secs.mean() / 60)
val(D, 'sessions in july 2024', ((v[SD].dt.year == 2024) & (v[SD].dt.month == 7)).sum())
val(D, 'avg completion pct', v[CP].mean())
val(D, 'avg watch time in minutes', v.secs.mean() / 60)
val(D, 'sessions after 1 dec 2024', (v[SD] > '2024-12-01').sum())
val(D, 'sessions longer than 1:30:00', (v.secs > 5400).sum())
val(D, 'sessions under 10 minutes watched', (v.secs < 600).sum())
val(D, 'sessions with completion below 25%', (v[CP] < 25).sum())
val(D, 'avg rating of sci-fi on tv', v[(v.Genre == 'Sci-Fi') & (v.Device == 'TV')][RT].mean())
val(D, 'sessions excluding failed ones', len(okv))
val(D, 'how many sessions have no rating', v[RT].isna().sum())
lst(D, 'which columns have missing values', [c_ for c_ in gaps(v) if c_ != 'secs'])
val(D, 'pct of sessions that were rated', 100 * v[RT].notna().mean())
grp(D, 'failure rate by device in %', v.groupby('Device')['Playback Status'].apply(lambda x: 100 * (x == 'Failed').mean()))
val(D, 'avg sessions per profile', len(v) / v['Profile ID'].nunique())
grp(D, 'share of sessions by plan', v.groupby('Plan').size() / len(v))
two(D, 'completion rate', v[CP].mean(), 100 * (v[CP] == 100).sum() / len(okv))
two(D, 'most popular title', ties(v.groupby('Title').size())[0], ties(v.groupby('Title').secs.sum())[0])

# school attendance
D = 'p12_school'
a = pd.read_excel(F + 'school_attendance_autumn_2024.xlsx', sheet_name='Attendance')
cl = pd.read_excel(F + 'school_attendance_autumn_2024.xlsx', sheet_name='Classes')
AU, UN, LA = 'Authorised Absences', 'Unauthorised Absences', 'Late Arrivals'
a['Date'] = pd.to_datetime(a['Date'])
a = a.merge(cl, on='Class', how='left')
op = a[a['Day Status'] == 'Open']
val(D, 'how many rows in attendance', len(a))
val(D, 'total late arrivals', a[LA].sum())
grp(D, 'total present by class', a.groupby('Class').Present.sum())
val(D, 'how many classes', len(cl))
val(D, 'total pupils on roll', cl['Pupils on Roll'].sum())
val(D, 'how many days was the school shut', a[a['Day Status'] == 'Closed'].Date.nunique())
two(D, 'how many school days in the term', a.Date.nunique(), op.Date.nunique())
val(D, 'total unauthorised absences', a[UN].sum())
row(D, 'which class turns up late the most', *ties(a.groupby('Class')[LA].sum()))
row(D, 'which class had the most unauthorised absences', *ties(a.groupby('Class')[UN].sum()))
row(D, 'which day had the most late arrivals', *ties(a.groupby(a.Date.dt.strftime('%Y-%m-%d'))[LA].sum()))
row(D, 'which class has the biggest roll', *extreme(cl, 'Pupils on Roll', 'Class'))
row(D, 'which form teacher has the most pupils', *extreme(cl, 'Pupils on Roll', 'Form Teacher'))
au, un = a[AU].sum(), a[UN].sum()
val(D, 'how many more authorised absences than unauthorised' if au >= un else 'how many more unauthorised absences than authorised', abs(au - un))
grp(D, 'late arrivals 7a vs 10b', a[a.Class.isin(['7A', '10B'])].groupby('Class')[LA].sum())
grp(D, 'unauthorised absences by year group', a.groupby('Year Group')[UN].sum())
row(D, 'which weekday has the most late arrivals', *ties(a.groupby(a.Date.dt.day_name())[LA].sum()))
grp(D, 'authorised absences by month', a.groupby(a.Date.dt.month)[AU].sum())
row(D, 'which month had the most unauthorised absences', *ties(a.groupby(a.Date.dt.month)[UN].sum()))
val(D, 'late arrivals in october', a[a.Date.dt.month == 10][LA].sum())
val(D, 'total present on 2 september 2024', a[a.Date == '2024-09-02'].Present.sum())
val(D, 'how many kids were late on 2 september', a[a.Date == '2024-09-02'][LA].sum())
val(D, 'absences before half term', a[a.Date < '2024-10-28'][[AU, UN]].sum().sum())
val(D, 'class days with more than 1 unauthorised absence', (a[UN] > 1).sum())
val(D, 'late arrivals in year 9', a[a['Year Group'] == 'Year 9'][LA].sum())
val(D, 'days with no late arrivals at all in 8b', ((a.Class == '8B') & (a[LA] == 0)).sum())
val(D, 'avg present per day for 9b excluding closed days', op[op.Class == '9B'].Present.mean())
val(D, 'classes with 28 or more pupils', (cl['Pupils on Roll'] >= 28).sum())
val(D, 'how many rows have no present figure', a.Present.isna().sum())
lst(D, 'which columns have gaps in attendance', [c_ for c_ in gaps(a) if c_ not in cl.columns])
tot = op.Present + op[AU] + op[UN]
grp(D, 'attendance rate by class in %', 100 * op.groupby('Class').Present.sum() / tot.groupby(op.Class).sum())
val(D, 'overall attendance pct', 100 * op.Present.sum() / tot.sum())
val(D, 'unauthorised share of all absences in %', 100 * un / (au + un))
grp(D, 'avg late arrivals per pupil on roll by class', a.groupby('Class')[LA].sum() / cl.set_index('Class')['Pupils on Roll'])

# meter readings
D = 'p12_meter'
m = pd.read_csv(F + 'meter_readings.csv', keep_default_na=False, na_values=NA)
RD, KWH, BILL, PS = 'Reading Date', 'Usage (kWh)', 'Bill Amount', 'Peak Share'
m[RD] = pd.to_datetime(m[RD], format='%d %B %Y')
m[KWH] = num_(m[KWH]); m[BILL] = money(m[BILL]); m[PS] = pctcol(m[PS])
act = m[m['Reading Type'] == 'Actual']
val(D, 'how many readings', len(m))
grp(D, 'readings by type', m.groupby('Reading Type').size())
val(D, 'how many meters', m['Meter ID'].nunique())
grp(D, 'total usage by district', m.groupby('District')[KWH].sum())
val(D, 'avg bill', m[BILL].mean())
val(D, 'how many reads failed', (m['Reading Type'] == 'Failed').sum())
val(D, 'how many estimated readings in 2023', ((m['Reading Type'] == 'Estimated') & (m[RD].dt.year == 2023)).sum())
val(D, 'how much did we bill in 2024', m[m[RD].dt.year == 2024][BILL].sum())
val(D, 'how many business meters', m[m.Tariff == 'Business']['Meter ID'].nunique())
row(D, 'which district uses the most electricity', *ties(m.groupby('District')[KWH].sum()))
row(D, 'which meter used the most in total', *ties(m.groupby('Meter ID')[KWH].sum()))
row(D, 'biggest single bill', *extreme(m, BILL, 'Meter ID'))
row(D, 'which tariff has the lowest avg peak share', *ties(m.groupby('Tariff')[PS].mean(), 'min'))
row(D, 'which district has the highest avg bill', *ties(m.groupby('District')[BILL].mean()))
grp(D, 'total usage 2023 vs 2024', m.groupby(m[RD].dt.year)[KWH].sum())
grp(D, 'avg bill standard vs economy 7', m[m.Tariff.isin(['Standard', 'Economy 7'])].groupby('Tariff')[BILL].mean())
grp(D, 'avg usage actual vs estimated reads', m[m['Reading Type'] != 'Failed'].groupby('Reading Type')[KWH].mean())
jan = lambda y: m[(m[RD].dt.year == y) & (m[RD].dt.month == 1)][KWH].sum()
val(D, 'change in usage from january 2023 to january 2024 in kwh', jan(2024) - jan(2023))
row(D, 'which month of the year has the highest usage', *ties(m.groupby(m[RD].dt.month)[KWH].sum()))
grp(D, 'total usage per month in 2024', m[m[RD].dt.year == 2024].groupby(m[RD].dt.month)[KWH].sum())
row(D, 'which month has the lowest avg bill', *ties(m.groupby(m[RD].dt.month)[BILL].mean(), 'min'))
val(D, 'total usage in kwh', m[KWH].sum())
val(D, 'avg peak share', m[PS].mean())
val(D, 'total billed in march 2024', m[(m[RD].dt.year == 2024) & (m[RD].dt.month == 3)][BILL].sum())
val(D, 'readings taken after 15 june 2024', (m[RD] > '2024-06-15').sum())
val(D, 'bills over €500', (m[BILL] > 500).sum())
val(D, 'readings over 600 kwh on the standard tariff', ((m.Tariff == 'Standard') & (m[KWH] > 600)).sum())
val(D, 'readings with a peak share above 70%', (m[PS] > 70).sum())
val(D, 'avg usage of actual reads in riverside', act[act.District == 'Riverside'][KWH].mean())
val(D, 'total billed excluding estimated reads', m[m['Reading Type'] != 'Estimated'][BILL].sum())
val(D, 'how many readings have no bill', m[BILL].isna().sum())
lst(D, 'which columns have missing data', gaps(m))
mm = m.dropna(subset=[BILL, KWH])
grp(D, 'avg price per kwh by tariff', mm.groupby('Tariff')[BILL].sum() / mm.groupby('Tariff')[KWH].sum())
val(D, 'pct of readings that were estimated', 100 * (m['Reading Type'] == 'Estimated').mean())
grp(D, 'avg usage per meter by district', m.groupby('District')[KWH].sum() / m.groupby('District')['Meter ID'].nunique())
two(D, 'avg usage', m[KWH].mean(), m[KWH].sum() / m['Meter ID'].nunique())

# shelter intakes
D = 'p12_shelter'
p = pd.read_csv(F + 'shelter_intakes.csv', keep_default_na=False, na_values=NA + ['unknown'])
ID, OD, AGE, FEE = 'Intake Date', 'Outcome Date', 'Age (months)', 'Adoption Fee'
p[ID] = pd.to_datetime(p[ID], format='%m/%d/%Y'); p[OD] = pd.to_datetime(p[OD], format='%m/%d/%Y'); p[FEE] = money(p[FEE])
ad = p[p.Outcome == 'Adopted']
p['stay'] = (p[OD] - p[ID]).dt.days
val(D, 'how many animals came in', len(p))
grp(D, 'intakes by species', p.groupby('Species').size())
grp(D, 'animals by outcome', p.groupby('Outcome').size())
grp(D, 'avg weight in kg by species', p.groupby('Species')['Weight (kg)'].mean())
val(D, 'median age in months', p[AGE].median())
val(D, 'how many animals were adopted', len(ad))
val(D, 'how many strays were reunited with their owners', ((p['Intake Type'] == 'Stray') & (p.Outcome == 'Returned to Owner')).sum())
val(D, 'how much did we take in adoption fees', p[FEE].sum())
val(D, 'how many animals are still with us', (p.Outcome == 'In Care').sum())
val(D, 'how many cats were handed in by their owners', ((p.Species == 'Cat') & (p['Intake Type'] == 'Owner Surrender')).sum())
row(D, 'oldest animal taken in', *extreme(p, AGE, 'Animal ID'))
row(D, 'heaviest dog', *extreme(p[p.Species == 'Dog'], 'Weight (kg)', 'Animal ID'))
row(D, 'which species brought in the most in fees', *ties(p.groupby('Species')[FEE].sum()))
row(D, 'longest stay of an adopted animal', extreme(p[p.Outcome == 'Adopted'], 'stay', 'Animal ID')[0])
print('READINGS which animal stayed the longest: left', p.stay.max(), 'in care to 2024-12-31', (pd.Timestamp('2024-12-31') - p[p[OD].isna()][ID]).dt.days.max())
grp(D, 'intakes 2023 vs 2024', p.groupby(p[ID].dt.year).size())
grp(D, 'avg age dogs vs cats', p[p.Species.isin(['Dog', 'Cat'])].groupby('Species')[AGE].mean())
val(D, 'how many more strays than surrenders', (p['Intake Type'] == 'Stray').sum() - (p['Intake Type'] == 'Owner Surrender').sum())
grp(D, 'adoptions by species', ad.groupby('Species').size())
row(D, 'which month of the year has the most intakes', ties(p.groupby(p[ID].dt.month).size())[0])
c23 = p[(p.Species == 'Cat') & (p[ID].dt.year == 2023)]
grp(D, 'cat intakes per month in 2023', c23.groupby(c23[ID].dt.month).size())
row(D, 'which weekday had the most adoptions', ties(ad.groupby(ad[OD].dt.day_name()).size())[0])
val(D, 'intakes in august 2024', ((p[ID].dt.year == 2024) & (p[ID].dt.month == 8)).sum())
val(D, 'avg adoption fee', p[FEE].mean())
val(D, 'animals taken in before 1 march 2023', (p[ID] < '2023-03-01').sum())
two(D, 'adoption fees in 2023', p[p[OD].dt.year == 2023][FEE].sum(), p[p[ID].dt.year == 2023][FEE].sum())
val(D, 'animals older than 10 years', (p[AGE] > 120).sum())
val(D, 'dogs over 20 kg', ((p.Species == 'Dog') & (p['Weight (kg)'] > 20)).sum())
val(D, 'adoptions with a fee under $100', (ad[FEE] < 100).sum())
val(D, 'microchipped rabbits', ((p.Species == 'Rabbit') & (p.Microchipped == 'Y')).sum())
val(D, 'avg age of adopted cats in months', ad[ad.Species == 'Cat'][AGE].mean())
val(D, 'how many animals have an unknown age', p[AGE].isna().sum())
lst(D, 'which columns have blanks', [c_ for c_ in gaps(p) if c_ != 'stay'])
val(D, 'how many animals have no outcome date', p[OD].isna().sum())
val(D, 'avg days from intake to outcome', p.stay.mean())
grp(D, 'pct of intakes that were adopted, by species', p.groupby('Species').Outcome.apply(lambda x: 100 * (x == 'Adopted').mean()))
val(D, 'pct of intakes that were microchipped', 100 * (p.Microchipped == 'Y').mean())
two(D, 'adoption rate', 100 * len(ad) / len(p), 100 * len(ad) / (p.Outcome != 'In Care').sum())

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
