"""Probe 16's data check: recomputes EVERY answerable expectation with pandas, and both readings of
each two-reading refusal, reading the generated files as written (not the generator's rows), and
compares them with expected.json. Run with Debian's /usr/bin/python3 (pandas, openpyxl); see
crosscheck.ts (npx tsx test/eval/analyst/crosscheck.ts 16 <dir>)."""
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
    """ "1:02:10" as a number of seconds."""
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
def hm(col):
    """ "14:30" as minutes after midnight."""
    return col.str.slice(0, 2).astype(int) * 60 + col.str.slice(3, 5).astype(int)
def gaps(df):
    return [c_ for c_ in df.columns if df[c_].isna().any()]
def share(ser):
    return ser / ser.sum()
def ym(col):
    return col.dt.strftime('%Y-%m')

MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
DAYNAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']
def weekday_row(d, q, ser, how='max'):
    w = ties(ser, how)
    row(d, q, [DAYNAMES[k] for k in w[0]], w[1])

# dental clinic (workbook)
D = 'p16_dental'
a = pd.read_excel(F + 'dental_clinic_2024.xlsx', sheet_name='Appointments', keep_default_na=False, na_values=NA)
dn = pd.read_excel(F + 'dental_clinic_2024.xlsx', sheet_name='Dentists', keep_default_na=False, na_values=NA)
AD, CH = 'Appt Date', 'Chair Time (min)'
a['Fee'] = money(a['Fee'])
a['Missed Fee'] = money(a['Missed Fee'])
a['Insurance Cover'] = pctcol(a['Insurance Cover'])
a['t'] = hm(a['Time'])
a = a.merge(dn[['Dentist Code', 'Name', 'Room']], on='Dentist Code', how='left')
at_ = a[a.Status == 'Attended']
grp(D, 'appointments by treatment', a.groupby('Treatment').size())
grp(D, 'appointments by status', a.groupby('Status').size())
val(D, 'total fees', a.Fee.sum())
val(D, 'avg chair time in minutes', a[CH].mean())
val(D, 'how many patients', a['Patient ID'].nunique())
two(D, 'which dentist saw the most patients', ties(at_.groupby('Dentist Code').size())[0], ties(at_.groupby('Dentist Code')['Patient ID'].nunique())[0])
row(D, 'most expensive appointment', *extreme(a, 'Fee', 'Appt ID'))
row(D, 'which treatment brings in the most money', *ties(a.groupby('Treatment').Fee.sum()))
row(D, 'which room had the most appointments', *ties(a.groupby('Room').size()))
val(D, 'how many times did patients not turn up', (a.Status == 'Did Not Attend').sum())
val(D, 'how many fillings did we do', (at_.Treatment == 'Filling').sum())
val(D, 'how much did dr kapoor bring in', a[a.Name == 'Dr Leena Kapoor'].Fee.sum())
val(D, 'how many appointments got called off', (a.Status == 'Cancelled').sum())
cc = a[a.Treatment.isin(['Check-up', 'Cleaning'])]
grp(D, 'avg fee check-up vs cleaning', cc.groupby('Treatment').Fee.mean())
r12 = a[a.Room.isin(['Room 1', 'Room 2'])]
grp(D, 'appointments room 1 vs room 2', r12.groupby('Room').size())
val(D, 'how many more attended appointments in march than in august', (at_[AD].dt.month == 3).sum() - (at_[AD].dt.month == 8).sum())
er = a[a.Treatment.isin(['Extraction', 'Root Canal'])]
grp(D, 'avg chair time extraction vs root canal', er.groupby('Treatment')[CH].mean())
row(D, 'which month had the most appointments', *ties(a.groupby(a[AD].dt.month).size()))
dna = a[a.Status == 'Did Not Attend']
weekday_row(D, 'which weekday has the most no-shows', dna.groupby(dna[AD].dt.dayofweek).size())
grp(D, 'fees per month', a.groupby(ym(a[AD])).Fee.sum())
val(D, 'avg fee for a crown', a[a.Treatment == 'Crown'].Fee.mean())
val(D, 'appointments on 5 march 2024', (a[AD] == '2024-03-05').sum())
val(D, 'appointments starting after 4pm', (a.t > 960).sum())
val(D, 'fees in q2', a[a[AD].dt.quarter == 2].Fee.sum())
print('  (dental: fees of exactly £500:', (a.Fee == 500).sum(), '; chair times of exactly 60:', (a[CH] == 60).sum(), '; appointments at exactly 16:00:', (a.t == 960).sum(), ')')
val(D, 'appointments over £500', (a.Fee > 500).sum())
val(D, 'appointments with 100% insurance cover', (a['Insurance Cover'] == 100).sum())
val(D, 'appointments longer than an hour', (a[CH] > 60).sum())
val(D, 'fillings done by dr brandt in october', ((at_.Treatment == 'Filling') & (at_.Name == 'Dr Felix Brandt') & (at_[AD].dt.month == 10)).sum())
val(D, 'avg chair time for root canals in minutes', a[a.Treatment == 'Root Canal'][CH].mean())
val(D, 'how many appointments have no insurance', a['Insurance Cover'].isna().sum())
lst(D, 'which columns have blanks', [c_ for c_ in gaps(a) if c_ not in ('t', 'Name', 'Room')])
grp(D, 'pct of appointments cancelled by treatment', a.groupby('Treatment').Status.apply(lambda s: (s == 'Cancelled').mean()))
fc = a.dropna(subset=['Fee', CH])
grp(D, 'fee per minute of chair time by treatment', fc.groupby('Treatment').Fee.sum() / fc.groupby('Treatment')[CH].sum())
val(D, 'pct of appointments that were no-shows', 100 * (a.Status == 'Did Not Attend').mean())
two(D, 'how much did the clinic earn', a.Fee.sum(), a.Fee.sum() + a['Missed Fee'].sum())
two(D, 'how many appointments did we have', len(a), len(at_))

# bike-share trips
D = 'p16_bikeshare'
b = pd.read_csv(F + 'bike_share_trips.csv', keep_default_na=False, na_values=NA)
SD, KM = 'Start Date', 'Distance (km)'
b[SD] = pd.to_datetime(b[SD], format='%m/%d/%Y')
st = pd.to_datetime(b['Start Time'], format='%I:%M %p')
b['st'] = st.dt.hour * 60 + st.dt.minute
b['secs'] = secs(b.Duration)
b['mins'] = b.secs / 60
b.Fare = money(b.Fare)
bd = b[b.Status == 'Completed']
grp(D, 'trips by bike type', b.groupby('Bike Type').size())
grp(D, 'trips by rider type', b.groupby('Rider Type').size())
val(D, 'total fares', b.Fare.sum())
val(D, 'avg distance in km', b[KM].mean())
print('  (bike-share: start stations', b['Start Station'].nunique(), ', end stations', b['End Station'].nunique(), ', both', len(set(b['Start Station']) | set(b['End Station'])), ')')
val(D, 'how many stations', len(set(b['Start Station']) | set(b['End Station'])))
row(D, 'longest trip', extreme(b, 'secs', 'Trip ID')[0])
row(D, 'which station do most trips start from', *ties(b.groupby('Start Station').size()))
row(D, 'which end station gets the most completed trips', *ties(bd.groupby('End Station').size()))
row(D, 'priciest single trip', *extreme(b, 'Fare', 'Trip ID'))
val(D, 'how many rides ended with a broken bike', (b.Status == 'Bike Fault').sum())
val(D, 'how far did people ride on e-bikes in total', b[b['Bike Type'] == 'Electric'][KM].sum())
val(D, 'how much did casual riders pay', b[b['Rider Type'] == 'Casual'].Fare.sum())
val(D, 'how many trips from market square to university', ((b['Start Station'] == 'Market Square') & (b['End Station'] == 'University')).sum())
grp(D, 'avg duration in minutes member vs casual', b.groupby('Rider Type').mins.mean())
grp(D, 'fares 2023 vs 2024', b.groupby(b[SD].dt.year).Fare.sum())
grp(D, 'completed trips classic vs electric', bd.groupby('Bike Type').size())
ro = b[b['Start Station'].isin(['Riverside', 'Old Town'])]
grp(D, 'avg fare riverside vs old town', ro.groupby('Start Station').Fare.mean())
row(D, 'which month of the year has the most completed trips', *ties(bd.groupby(bd[SD].dt.month).size()))
row(D, 'which hour do most trips start', *ties(b.groupby(b.st // 60).size()))
b24 = b[b[SD].dt.year == 2024]
grp(D, 'fares by quarter in 2024', b24.groupby('Q' + b24[SD].dt.quarter.astype(str)).Fare.sum())
val(D, 'avg trip duration in minutes', b.mins.mean())
j4 = b[b[SD] == '2024-07-04']
two(D, 'trips on july 4 2024', len(j4), (j4.Status == 'Completed').sum())
val(D, 'total fares in march 2024', b[(b[SD].dt.year == 2024) & (b[SD].dt.month == 3)].Fare.sum())
val(D, 'avg fare for trips starting after 6pm', b[b.st > 1080].Fare.mean())
print('  (bike-share: durations of exactly 30:00:', (b.secs == 1800).sum(), '; distances of exactly 10.0:', (b[KM] == 10).sum(), '; starts at exactly 6:00 PM:', (b.st == 1080).sum(), ')')
val(D, 'trips longer than 30 minutes', (b.secs > 1800).sum())
val(D, 'trips over 10 km', (b[KM] > 10).sum())
val(D, 'fares of $5 or more', (b.Fare >= 5).sum())
val(D, 'completed electric trips by casual riders in august 2024', ((bd['Bike Type'] == 'Electric') & (bd['Rider Type'] == 'Casual') & (bd[SD].dt.year == 2024) & (bd[SD].dt.month == 8)).sum())
val(D, 'avg distance of member trips on weekends in km', b[(b['Rider Type'] == 'Member') & (b[SD].dt.dayofweek >= 5)][KM].mean())
val(D, 'how many trips have no distance', b[KM].isna().sum())
lst(D, 'which columns have blanks', [c_ for c_ in gaps(b) if c_ not in ('secs', 'mins', 'st')])
bk = b.dropna(subset=[KM, 'secs'])
grp(D, 'avg speed in km per hour by bike type', bk.groupby('Bike Type')[KM].sum() / (bk.groupby('Bike Type').secs.sum() / 3600))
grp(D, 'pct of trips cancelled by start station', b.groupby('Start Station').Status.apply(lambda s: (s == 'Cancelled').mean()))
cf = b[b['Rider Type'] == 'Casual'].dropna(subset=['Fare', KM])
val(D, 'fare per km for casual riders', cf.Fare.sum() / cf[KM].sum())
two(D, 'how many trips', len(b), len(bd))

# brewery batches
D = 'p16_brewery'
r = pd.read_csv(F + 'brewery_batches.csv', keep_default_na=False, na_values=NA)
BD, VOL, COST, PK = 'Brew Date', 'Volume (L)', 'Ingredient Cost', 'Packaged (L)'
r[BD] = pd.to_datetime(r[BD], format='%Y/%m/%d')
r[VOL] = num_(r[VOL])
r[PK] = num_(r[PK])
r[COST] = money(r[COST])
r['ABV'] = pctcol(r['ABV'])
grp(D, 'batches by style', r.groupby('Style').size())
grp(D, 'batches by brewer', r.groupby('Brewer').size())
val(D, 'total ingredient cost', r[COST].sum())
val(D, 'avg abv', r.ABV.mean())
val(D, 'how many beers do we make', r.Beer.nunique())
row(D, 'most expensive batch to brew', *extreme(r, COST, 'Batch No'))
two(D, 'which beer has the highest abv', ties(r.groupby('Beer').ABV.mean())[0], ties(r.groupby('Beer').ABV.max())[0])
dm = r[r.Status == 'Dumped']
row(D, 'which brewer dumped the most batches', *ties(dm.groupby('Brewer').size()))
row(D, 'longest fermentation', extreme(r, 'Fermentation (days)', 'Batch No')[0])
val(D, 'how many batches did we pour away', len(dm))
val(D, 'how many litres did we brew', r[VOL].sum())
val(D, 'how many batches are still in the tank', (r.Status == 'Fermenting').sum())
val(D, 'how much did the stouts cost us', r[r.Style == 'Stout'][COST].sum())
il = r[r.Style.isin(['IPA', 'Lager'])]
grp(D, 'avg abv ipa vs lager', il.groupby('Style').ABV.mean())
y34 = r[r[BD].dt.year.isin([2023, 2024])]
grp(D, 'litres brewed 2023 vs 2024', y34.groupby(y34[BD].dt.year)[VOL].sum())
val(D, 'how many more batches in kegs than in cans', (r['Packaged As'] == 'Keg').sum() - (r['Packaged As'] == 'Can').sum())
mt = dm[dm.Brewer.isin(['Mara Quinn', 'Theo Lund'])]
grp(D, 'dumped batches mara vs theo', mt.groupby('Brewer').size())
row(D, 'which month of the year has the most batches', *ties(r.groupby(r[BD].dt.month).size()))
weekday_row(D, 'which weekday do we brew the most batches', r.groupby(r[BD].dt.dayofweek).size())
r24 = r[r[BD].dt.year == 2024]
grp(D, 'ingredient cost per month in 2024', r24.groupby(ym(r24[BD]))[COST].sum())
val(D, 'avg volume in litres', r[VOL].mean())
val(D, 'batches brewed on 14 june 2023', (r[BD] == '2023-06-14').sum())
val(D, 'ingredient cost in 2023', r[r[BD].dt.year == 2023][COST].sum())
val(D, 'avg abv of hop tide ipa', r[r.Beer == 'Hop Tide IPA'].ABV.mean())
print('  (brewery: volumes of exactly 2,000:', (r[VOL] == 2000).sum(), '; ABV of exactly 6.0%:', (r.ABV == 6).sum(), '; costs of exactly €1,500:', (r[COST] == 1500).sum(), '; fermentation of exactly 14 days:', (r['Fermentation (days)'] == 14).sum(), ')')
val(D, 'batches over 2,000 litres', (r[VOL] > 2000).sum())
val(D, 'batches stronger than 6%', (r.ABV > 6).sum())
val(D, 'batches costing more than €1,500', (r[COST] > 1500).sum())
val(D, 'litres of lager brewed by ada in 2024', r24[(r24.Style == 'Lager') & (r24.Brewer == 'Ada Finch')][VOL].sum())
val(D, 'batches fermented for 14 days or more', (r['Fermentation (days)'] >= 14).sum())
val(D, 'how many batches have no packaged volume', r[PK].isna().sum())
lst(D, 'which columns have blanks', gaps(r))
grp(D, 'ingredient cost per litre by style', r.groupby('Style')[COST].sum() / r.groupby('Style')[VOL].sum())
grp(D, 'pct of batches dumped by brewer', r.groupby('Brewer').Status.apply(lambda s: (s == 'Dumped').mean()))
grp(D, 'share of litres brewed by style', share(r.groupby('Style')[VOL].sum()))
two(D, 'how much beer did we make', r[VOL].sum(), r[PK].sum())

# library loans
D = 'p16_library'
l = pd.read_csv(F + 'library_loans_2024.csv', keep_default_na=False, na_values=NA)
LD = 'Loan Date'
for c_ in (LD, 'Due Date', 'Returned'):
    l[c_] = pd.to_datetime(l[c_], format='%d-%b-%Y')
l.Fine = money(l.Fine)
rt = l.dropna(subset=['Returned'])
grp(D, 'loans by branch', l.groupby('Branch').size())
grp(D, 'loans by item type', l.groupby('Item Type').size())
val(D, 'total fines', l.Fine.sum())
val(D, 'avg renewals', l.Renewals.mean())
val(D, 'how many members borrowed something', l['Member No'].nunique())
row(D, 'which genre is borrowed the most', *ties(l.groupby('Genre').size()))
row(D, 'biggest fine', *extreme(l, 'Fine', 'Loan ID'))
row(D, 'which member has the most loans', *ties(l.groupby('Member No').size()))
row(D, 'which branch collected the most in fines', *ties(l.groupby('Branch').Fine.sum()))
val(D, 'how many items went missing', (l.Status == 'Lost').sum())
val(D, 'how many books are still out', ((l['Item Type'] == 'Book') & (l.Status == 'On Loan')).sum())
val(D, 'how many dvds did kids borrow', ((l['Item Type'] == 'DVD') & (l['Member Type'] == 'Child')).sum())
val(D, 'how much did seniors pay in fines', l[l['Member Type'] == 'Senior'].Fine.sum())
ch = l[l.Branch.isin(['Central', 'Hillside'])]
grp(D, 'loans central vs hillside', ch.groupby('Branch').size())
fc_ = l[l.Genre.isin(['Fiction', 'Crime'])]
grp(D, 'avg renewals fiction vs crime', fc_.groupby('Genre').Renewals.mean())
val(D, 'how many more loans in july than in february', (l[LD].dt.month == 7).sum() - (l[LD].dt.month == 2).sum())
as_ = l[l['Member Type'].isin(['Adult', 'Student'])]
grp(D, 'fines adults vs students', as_.groupby('Member Type').Fine.sum())
row(D, 'which month had the most loans', *ties(l.groupby(l[LD].dt.month).size()))
weekday_row(D, 'which day of the week is busiest for loans', l.groupby(l[LD].dt.dayofweek).size())
grp(D, 'loans per month', l.groupby(ym(l[LD])).size())
val(D, 'loans on 3 feb 2024', (l[LD] == '2024-02-03').sum())
val(D, 'total fines on loans taken out in march', l[l[LD].dt.month == 3].Fine.sum())
val(D, 'items due back after 31 december 2024', (l['Due Date'] > '2024-12-31').sum())
val(D, 'avg fine when a fine was charged', l.Fine.mean())
print('  (library: fines of exactly $2:', (l.Fine == 2).sum(), ')')
val(D, 'loans renewed 2 or more times', (l.Renewals >= 2).sum())
val(D, 'fines over $2', (l.Fine > 2).sum())
late = rt[rt.Returned > rt['Due Date']]
val(D, 'loans returned after their due date', len(late))
val(D, 'crime books borrowed at eastgate in may', ((l.Genre == 'Crime') & (l['Item Type'] == 'Book') & (l.Branch == 'Eastgate') & (l[LD].dt.month == 5)).sum())
val(D, 'total fines for dvds in 2024', l[(l['Item Type'] == 'DVD') & (l[LD].dt.year == 2024)].Fine.sum())
val(D, 'how many loans have no return date', l.Returned.isna().sum())
lst(D, 'which columns have blanks', gaps(l))
rt = rt.assign(days=(rt.Returned - rt[LD]).dt.days)
grp(D, 'avg loan length in days by item type', rt.groupby('Item Type').days.mean())
grp(D, 'pct of loans lost by branch', l.groupby('Branch').Status.apply(lambda s: (s == 'Lost').mean()))
grp(D, 'share of loans by member type', share(l.groupby('Member Type').size()))
two(D, 'avg fine', l.Fine.mean(), l.Fine.fillna(0).mean())
two(D, 'how many overdue items', len(late), ((l.Status == 'On Loan') & (l['Due Date'] < '2025-01-15')).sum())

# ferry sailings
D = 'p16_ferry'
f = pd.read_csv(F + 'ferry_sailings_2024.csv', keep_default_na=False, na_values=NA)
FD, PAX, REV, FUEL, LF, DL = 'Sailing Date', 'Passengers', 'Revenue', 'Fuel Used (L)', 'Load Factor', 'Delay (min)'
f[FD] = pd.to_datetime(f[FD], format='%d %B %Y')
f[FUEL] = num_(f[FUEL])
f[REV] = money(f[REV])
f[LF] = pctcol(f[LF])
f['dep'] = hm(f.Departure)
sl = f[f.Status != 'Cancelled']
grp(D, 'sailings by route', f.groupby('Route').size())
grp(D, 'sailings by status', f.groupby('Status').size())
val(D, 'total passengers', f[PAX].sum())
val(D, 'total revenue', f[REV].sum())
val(D, 'avg delay in minutes', f[DL].mean())
row(D, 'which vessel carried the most passengers', *ties(f.groupby('Vessel')[PAX].sum()))
row(D, 'sailing that took the most money', *extreme(f, REV, 'Sailing ID'))
row(D, 'which route makes the most money', *ties(f.groupby('Route')[REV].sum()))
row(D, 'longest delay', *extreme(f, DL, 'Sailing ID'))
val(D, 'how many sailings were called off because of the weather', (f['Cancel Reason'] == 'Weather').sum())
val(D, 'how many vehicles did the kells ferry carry', f[f.Route == 'Kells Ferry'].Vehicles.sum())
val(D, 'how much fuel did the selkie burn', f[f.Vessel == 'MV Selkie'][FUEL].sum())
val(D, 'how many sailings were scrapped for technical problems', (f['Cancel Reason'] == 'Technical').sum())
jj = f[f[FD].dt.month.isin([1, 7])]
grp(D, 'passengers july vs january', jj.groupby(jj[FD].dt.month.map(lambda m: MONTHS[m - 1]))[PAX].sum())
ct = f[f.Vessel.isin(['MV Corrie', 'MV Tern'])]
grp(D, 'avg load factor corrie vs tern', ct.groupby('Vessel')[LF].mean())
cx = f[f.Status == 'Cancelled']
val(D, 'how many more cancellations in december than in june', (cx[FD].dt.month == 12).sum() - (cx[FD].dt.month == 6).sum())
bi = f[f.Route.isin(['Brack Ferry', 'Island Link'])]
grp(D, 'revenue brack ferry vs island link', bi.groupby('Route')[REV].sum())
row(D, 'which month carried the most passengers', *ties(f.groupby(f[FD].dt.month)[PAX].sum()))
weekday_row(D, 'which weekday has the most cancellations', cx.groupby(cx[FD].dt.dayofweek).size())
grp(D, 'revenue per month', f.groupby(ym(f[FD]))[REV].sum())
val(D, 'avg load factor', f[LF].mean())
val(D, 'passengers on 26 december 2024', f[f[FD] == '2024-12-26'][PAX].sum())
val(D, 'revenue from sailings leaving after 2pm', f[f.dep > 840][REV].sum())
val(D, 'fuel used in october in litres', f[f[FD].dt.month == 10][FUEL].sum())
print('  (ferry: exactly 300 passengers:', (f[PAX] == 300).sum(), '; load factor of exactly 90%:', (f[LF] == 90).sum(), '; delays of exactly 30:', (f[DL] == 30).sum(), ')')
val(D, 'sailings with more than 300 passengers', (f[PAX] > 300).sum())
val(D, 'sailings with a load factor over 90%', (f[LF] > 90).sum())
val(D, 'sailings delayed by 30 minutes or more', (f[DL] >= 30).sum())
val(D, 'vehicles on the island link in august', f[(f.Route == 'Island Link') & (f[FD].dt.month == 8)].Vehicles.sum())
val(D, 'avg passengers on the 7am brack ferry', f[(f.Route == 'Brack Ferry') & (f.dep == 420)][PAX].mean())
val(D, 'how many sailings have no passenger count', f[PAX].isna().sum())
lst(D, 'which columns have blanks', [c_ for c_ in gaps(f) if c_ != 'dep'])
fp = f.dropna(subset=[FUEL, PAX])
grp(D, 'fuel per passenger by vessel', fp.groupby('Vessel')[FUEL].sum() / fp.groupby('Vessel')[PAX].sum())
grp(D, 'pct of sailings cancelled by route', f.groupby('Route').Status.apply(lambda s: (s == 'Cancelled').mean()))
rp = f.dropna(subset=[REV, PAX])
grp(D, 'revenue per passenger by route', rp.groupby('Route')[REV].sum() / rp.groupby('Route')[PAX].sum())
two(D, 'how many sailings left late', (sl[DL] > 0).sum(), (f.Status == 'Delayed').sum())
two(D, 'how many sailings', len(f), len(sl))
print('  (status counts:', dict(a.Status.value_counts()), dict(b.Status.value_counts()), dict(r.Status.value_counts()), dict(l.Status.value_counts()), dict(f.Status.value_counts()), ')')
print('  (rows:', len(a), len(dn), len(b), len(r), len(l), len(f), ')')

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
        # pandas names every tied label; the expectation lists each with its spellings (months, weekdays, hours too).
        good = e['kind'] == 'row' and len(names) > 0 and all(spelled(n, e) for n in names)
        good = good and (v is None or 'value' not in e or close(v, e['value']))
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
