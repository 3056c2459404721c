"""Probe 14's data check: recomputes EVERY answerable expectation with pandas, and both readings of
each two-reading refusal, reading the generated files as written (not the generator's rows), and
compares them with expected.json. Run with Debian's /usr/bin/python3 (pandas, openpyxl); see
crosscheck.ts (npx tsx test/eval/analyst/crosscheck.ts 14 <dir>)."""
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

# dental appointments
D = 'p14_dental'
d = pd.read_csv(F + 'dental_appointments_2024.csv', keep_default_na=False, na_values=NA)
AD, CT, FEE = 'Appointment Date', 'Chair Time', 'Fee Charged'
d[AD] = pd.to_datetime(d[AD], format='%d-%b-%Y')
d[CT] = secs(d[CT]) / 60  # minutes
d[FEE] = money(d[FEE])
d['start'] = d['Start Time'].str.slice(0, 2).astype(int) * 60 + d['Start Time'].str.slice(3, 5).astype(int)
at_ = d[d.Status == 'Attended']
grp(D, 'appointments by status', d.groupby('Status').size())
grp(D, 'appointments by treatment', d.groupby('Treatment').size())
val(D, 'total fees charged', d[FEE].sum())
val(D, 'avg patient age', d['Patient Age'].mean())
val(D, 'how many clinicians', d.Clinician.nunique())
row(D, 'which clinician saw the most patients', *ties(at_.groupby('Clinician').size()))
row(D, 'longest appointment', extreme(d, CT, 'Appointment ID')[0])
row(D, 'which treatment brings in the most money', *ties(d.groupby('Treatment')[FEE].sum()))
row(D, 'which appointment had the biggest fee', *extreme(d, FEE, 'Appointment ID'))
val(D, 'how many patients didnt turn up', (d.Status == 'No-show').sum())
val(D, 'how many fillings did dr mehta do', ((at_.Treatment == 'Filling') & (at_.Clinician == 'Dr Mehta')).sum())
val(D, 'how much did we charge private patients', d[d['Patient Type'] == 'Private'][FEE].sum())
val(D, 'how many extractions were done', (at_.Treatment == 'Extraction').sum())
grp(D, 'avg fee nhs vs private, attended only', at_.groupby('Patient Type')[FEE].mean())
ok_ = d[(d.Status == 'No-show') & d.Clinician.isin(['Dr Okafor', 'Dr Lindqvist'])]
grp(D, 'no-shows dr okafor vs dr lindqvist', ok_.groupby('Clinician').size())
val(D, 'how many more check-ups than cleanings were done', (at_.Treatment == 'Check-up').sum() - (at_.Treatment == 'Cleaning').sum())
fc = d[d.Treatment.isin(['Filling', 'Crown'])]
grp(D, 'avg chair time in minutes filling vs crown', fc.groupby('Treatment')[CT].mean())
ns = d[d.Status == 'No-show']
row(D, 'which month had the most no-shows', *ties(ns.groupby(ns[AD].dt.month).size()))
w = ties(d.groupby(d[AD].dt.dayofweek).size())
row(D, 'which weekday has the most appointments booked', [DAYNAMES[k] for k in w[0]], w[1])
grp(D, 'attended appointments per month', at_.groupby(ym(at_[AD])).size())
val(D, 'appointments on 14 march 2024', (d[AD] == '2024-03-14').sum())
val(D, 'avg chair time in minutes', d[CT].mean())
val(D, 'avg fee of attended appointments', at_[FEE].mean())
val(D, 'appointments starting before 9am', (d.start < 540).sum())
print('  (dental: chair times of exactly 45:00:', (d[CT] == 45).sum(), '; fees of exactly £100:', (d[FEE] == 100).sum(), ')')
val(D, 'appointments longer than 45 minutes', (d[CT] > 45).sum())
val(D, 'fees over £100', (d[FEE] > 100).sum())
val(D, 'patients over 65 seen by dr lindqvist', ((at_['Patient Age'] > 65) & (at_.Clinician == 'Dr Lindqvist')).sum())
val(D, 'avg chair time in minutes for dr okafor in march', d[(d.Clinician == 'Dr Okafor') & (d[AD].dt.month == 3)][CT].mean())
val(D, 'private root canals between 1 april and 30 june', ((d['Patient Type'] == 'Private') & (d.Treatment == 'Root Canal') & (d[AD] >= '2024-04-01') & (d[AD] <= '2024-06-30')).sum())
val(D, 'how many appointments have no age', d['Patient Age'].isna().sum())
lst(D, 'which columns have blanks', [c_ for c_ in gaps(d) if c_ != 'start'])
grp(D, 'pct of appointments that were no-shows by clinician', d.groupby('Clinician').Status.apply(lambda x: (x == 'No-show').mean()))
grp(D, 'fee per minute of chair time by treatment', at_.groupby('Treatment')[FEE].sum() / at_.groupby('Treatment')[CT].sum())
val(D, 'pct of appointments that were private', 100 * (d['Patient Type'] == 'Private').mean())
two(D, 'avg fee per appointment', at_[FEE].mean(), d[FEE].mean())

# food bank deliveries
D = 'p14_foodbank'
f = pd.read_csv(F + 'food_bank_deliveries.csv', keep_default_na=False, na_values=NA)
DD, KG, MI, CL = 'Delivery Date', 'Total Weight (kg)', 'Distance (miles)', 'Mileage Claim'
f[DD] = pd.to_datetime(f[DD], format='%m/%d/%Y')
f[CL] = money(f[CL])
dl = f[f.Status == 'Delivered']
grp(D, 'deliveries by area', f.groupby('Area').size())
val(D, 'total parcels', f.Parcels.sum())
val(D, 'avg household size', f['Household Size'].mean())
grp(D, 'deliveries by status', f.groupby('Status').size())
val(D, 'how many volunteer drivers', f['Volunteer Driver'].nunique())
two(D, 'which driver delivered the most', ties(dl.groupby('Volunteer Driver').size())[0], ties(dl.groupby('Volunteer Driver').Parcels.sum())[0])
row(D, 'which area got the most parcels delivered', *ties(dl.groupby('Area').Parcels.sum()))
row(D, 'longest delivery run', extreme(f, MI, 'Delivery No')[0])
row(D, 'heaviest delivery', *extreme(f, KG, 'Delivery No'))
val(D, 'how many times was nobody home', (f.Status == 'Not Home').sum())
val(D, 'how many halal parcels went out', dl[dl['Dietary Needs'] == 'Halal'].Parcels.sum())
val(D, 'how much did we pay drivers in mileage', f[CL].sum())
print('  (food bank: drivers named Aisha:', sorted(n for n in f['Volunteer Driver'].dropna().unique() if n.startswith('Aisha')), ')')
val(D, 'how many deliveries did aisha make', (dl['Volunteer Driver'] == 'Aisha Khan').sum())
grp(D, 'parcels delivered 2023 vs 2024', dl.groupby(dl[DD].dt.year).Parcels.sum())
re_ = f[f.Area.isin(['Rural East', 'Old Town'])]
grp(D, 'avg distance rural east vs old town', re_.groupby('Area')[MI].mean())
val(D, 'how many more parcels were delivered to riverside than hillcrest', dl[dl.Area == 'Riverside'].Parcels.sum() - dl[dl.Area == 'Hillcrest'].Parcels.sum())
grp(D, 'mileage claims 2023 vs 2024', f.groupby(f[DD].dt.year)[CL].sum())
two(D, 'which month of the year has the most deliveries', [MONTHS[k - 1] for k in ties(f.groupby(f[DD].dt.month).size())[0]], [MONTHS[k - 1] for k in ties(dl.groupby(dl[DD].dt.month).size())[0]])
w = ties(dl.groupby(dl[DD].dt.dayofweek).Parcels.sum())
row(D, 'which weekday do we deliver the most parcels', [DAYNAMES[k] for k in w[0]], w[1])
d24 = dl[dl[DD].dt.year == 2024]
grp(D, 'parcels delivered per month in 2024', d24.groupby(ym(d24[DD])).Parcels.sum())
two(D, 'deliveries on 14 march 2024', (f[DD] == '2024-03-14').sum(), (dl[DD] == '2024-03-14').sum())
val(D, 'avg mileage claim', f[CL].mean())
val(D, 'total weight delivered in kg', dl[KG].sum())
val(D, 'parcels delivered before 1 june 2023', dl[dl[DD] < '2023-06-01'].Parcels.sum())
val(D, 'runs over 10 miles', (f[MI] > 10).sum())
two(D, 'deliveries weighing more than 30 kg', (f[KG] > 30).sum(), (dl[KG] > 30).sum())
val(D, 'mileage claims over $10', (f[CL] > 10).sum())
val(D, 'avg parcels for households of 5 or more', f[f['Household Size'] >= 5].Parcels.mean())
val(D, 'gluten-free parcels delivered to hillcrest in 2024', dl[(dl['Dietary Needs'] == 'Gluten-free') & (dl.Area == 'Hillcrest') & (dl[DD].dt.year == 2024)].Parcels.sum())
val(D, 'how many deliveries have no driver', f['Volunteer Driver'].isna().sum())
lst(D, 'which columns have missing values', gaps(f))
grp(D, 'kg per parcel by area', f.groupby('Area')[KG].sum() / f.groupby('Area').Parcels.sum())
grp(D, 'pct of deliveries where nobody was home by area', f.groupby('Area').Status.apply(lambda x: (x == 'Not Home').mean()))
both = f.dropna(subset=[CL, MI])
val(D, 'mileage claimed per mile driven', both[CL].sum() / both[MI].sum())
two(D, 'how many deliveries', len(f), len(dl))

# coworking workbook
D = 'p14_cowork'
b = pd.read_excel(F + 'coworking_bookings_2024.xlsx', sheet_name='Bookings')
m = pd.read_excel(F + 'coworking_bookings_2024.xlsx', sheet_name='Members')
BD, HR = 'Booking Date', 'Hours Booked'
b['Price'] = money(b['Price'])
b['Discount'] = pctcol(b['Discount'])
b = b.merge(m[['Member ID', 'Name', 'Plan', 'Company']], on='Member ID', how='left')
b['paid'] = b.Price * (1 - b.Discount / 100)
b['start'] = b.Start.astype(str).str.slice(0, 2).astype(int) * 60 + b.Start.astype(str).str.slice(3, 5).astype(int)
cb = b[b.Status == 'Completed']
print('  (coworking: members who booked:', b['Member ID'].nunique(), 'of', len(m), ')')
grp(D, 'bookings by space', b.groupby('Space').size())
val(D, 'how many members', len(m))
grp(D, 'members by plan', m.groupby('Plan').size())
val(D, 'total hours booked', b[HR].sum())
val(D, 'avg monthly fee', m['Monthly Fee (€)'].mean())
mh = ties(b.groupby('Member ID')[HR].sum())
row(D, 'which member booked the most hours', mh[0] + list(m[m['Member ID'].isin(mh[0])].Name), mh[1])
two(D, 'which space earns the most', ties(b.groupby('Space').Price.sum())[0], ties(b.groupby('Space').paid.sum())[0])
row(D, 'which company books the most hours', *ties(b.groupby('Company')[HR].sum()))
row(D, 'most expensive booking', *extreme(b, 'Price', 'Booking Ref'))
val(D, 'how many meeting room bookings in june', ((b.Space == 'Meeting Room') & (b[BD].dt.month == 6)).sum())
val(D, 'how many times did people not show up', (b.Status == 'No-show').sum())
val(D, 'how much did team members pay', b[b.Plan == 'Team'].paid.sum())
val(D, 'how many hours were actually used', cb[HR].sum())
hf = b[b.Space.isin(['Hot Desk', 'Fixed Desk'])]
grp(D, 'avg hours hot desk vs fixed desk', hf.groupby('Space')[HR].mean())
fr = b[b.Plan.isin(['Flex', 'Resident'])]
grp(D, 'amount paid flex vs resident members', fr.groupby('Plan').paid.sum())
ca = b[b.Status == 'Cancelled']
val(D, 'how many more cancellations in march than in february', (ca[BD].dt.month == 3).sum() - (ca[BD].dt.month == 2).sum())
mp = b[b.Space.isin(['Meeting Room', 'Phone Booth'])]
grp(D, 'avg discount meeting room vs phone booth', mp.groupby('Space').Discount.mean())
row(D, 'which month had the most bookings', *ties(b.groupby(b[BD].dt.month).size()))
w = ties(cb.groupby(cb[BD].dt.dayofweek).size())
row(D, 'which weekday has the most completed bookings', [DAYNAMES[k] for k in w[0]], w[1])
grp(D, 'hours booked per month', b.groupby(ym(b[BD]))[HR].sum())
val(D, 'avg price', b.Price.mean())
val(D, 'bookings on 3 june 2024', (b[BD] == '2024-06-03').sum())
val(D, 'bookings starting after 5pm', (b.start > 17 * 60).sum())
val(D, 'total paid after discount', b.paid.sum())
val(D, 'bookings over 4 hours', (b[HR] > 4).sum())
val(D, 'bookings priced over €50', (b.Price > 50).sum())
val(D, 'meeting room bookings of 2 hours or more in march', ((b.Space == 'Meeting Room') & (b[HR] >= 2) & (b[BD].dt.month == 3)).sum())
val(D, 'bookings with a discount of 15% or more', (b.Discount >= 15).sum())
val(D, 'members who joined before 2022', (m.Joined < '2022-01-01').sum())
val(D, 'how many members have no company', m.Company.isna().sum())
lst(D, 'which columns in the bookings sheet have blanks', [c_ for c_ in gaps(b) if c_ not in ('Name', 'Plan', 'Company', 'paid', 'start')])
kp = b.dropna(subset=['Price'])
grp(D, 'list price per hour by space', kp.groupby('Space').Price.sum() / kp.groupby('Space')[HR].sum())
val(D, 'pct of bookings that were no-shows', 100 * (b.Status == 'No-show').mean())
grp(D, 'share of hours booked by plan', share(b.groupby('Plan')[HR].sum()))
two(D, 'how much revenue did we make', b.Price.sum(), b.paid.sum())

# brewery batches
D = 'p14_brewery'
r = pd.read_csv(F + 'brewery_batches.csv', keep_default_na=False, na_values=NA)
BRD, VOL, COST, BDL = 'Brew Date', 'Volume (L)', 'Ingredient Cost', 'Brew Day Length'
r[BRD] = pd.to_datetime(r[BRD], format='%Y.%m.%d')
r[VOL] = num_(r[VOL])
r['ABV'] = pctcol(r['ABV'])
r[COST] = money(r[COST])
r[BDL] = secs(r[BDL]) / 3600  # hours
pk = r[r.Status == 'Packaged']
dp = r[r.Status == 'Dumped']
grp(D, 'batches by beer', r.groupby('Beer').size())
val(D, 'total ingredient cost', r[COST].sum())
val(D, 'avg abv', r.ABV.mean())
grp(D, 'batches by status', r.groupby('Status').size())
val(D, 'how many beers do we make', r.Beer.nunique())
row(D, 'which beer did we brew most often', *ties(r.groupby('Beer').size()))
row(D, 'strongest batch', extreme(r, 'ABV', 'Batch No')[0])
row(D, 'which brewer dumped the most batches', *ties(dp.groupby('Head Brewer').size()))
row(D, 'most expensive batch', *extreme(r, COST, 'Batch No'))
val(D, 'how many batches were poured away', len(dp))
val(D, 'how many litres of stout did we package', pk[pk.Style == 'Stout'][VOL].sum())
val(D, 'how many batches went into cans', (r['Packaged As'] == 'Can').sum())
val(D, 'how much did marta spend on ingredients', r[r['Head Brewer'] == 'Marta'][COST].sum())
p34 = pk[pk[BRD].dt.year.isin([2023, 2024])]
grp(D, 'litres packaged 2023 vs 2024', p34.groupby(p34[BRD].dt.year)[VOL].sum())
il = r[r.Style.isin(['IPA', 'Lager'])]
grp(D, 'avg abv ipa vs lager', il.groupby('Style').ABV.mean())
val(D, 'how many more keg batches than bottle batches', (r['Packaged As'] == 'Keg').sum() - (r['Packaged As'] == 'Bottle').sum())
lp = r[r.Style.isin(['Lager', 'Pale Ale'])]
grp(D, 'avg brew day in hours lager vs pale ale', lp.groupby('Style')[BDL].mean())
row(D, 'which month of the year do we brew the most batches', *ties(r.groupby(r[BRD].dt.month).size()))
lg = r[r.Style == 'Lager']
row(D, 'which month of the year do we brew the most lager', *ties(lg.groupby(lg[BRD].dt.month).size()))
w = ties(r.groupby(r[BRD].dt.dayofweek).size())
row(D, 'which weekday do we brew on most', [DAYNAMES[k] for k in w[0]], w[1])
val(D, 'avg batch volume in litres', r[VOL].mean())
val(D, 'batches brewed on 2 may 2023', (r[BRD] == '2023-05-02').sum())
val(D, 'avg brew day in hours', r[BDL].mean())
val(D, 'batches brewed before march 2022', (r[BRD] < '2022-03-01').sum())
print('  (brewery: ABV of exactly 6.0%:', (r.ABV == 6).sum(), '; brew days of exactly 9:00:00:', (r[BDL] == 9).sum(), '; costs of exactly $500:', (r[COST] == 500).sum(), ')')
val(D, 'batches stronger than 6%', (r.ABV > 6).sum())
val(D, 'brew days longer than 9 hours', (r[BDL] > 9).sum())
val(D, 'batches costing over $500', (r[COST] > 500).sum())
val(D, 'batches of 1,200 litres or more', (r[VOL] >= 1200).sum())
val(D, 'avg og of stouts brewed in 2024', r[(r.Style == 'Stout') & (r[BRD].dt.year == 2024)]['Original Gravity'].mean())
val(D, 'how many batches have no brewer', r['Head Brewer'].isna().sum())
lst(D, 'which columns have blanks', gaps(r))
grp(D, 'ingredient cost per litre by style', r.groupby('Style')[COST].sum() / r.groupby('Style')[VOL].sum())
grp(D, 'pct of batches dumped by beer', r.groupby('Beer').Status.apply(lambda x: (x == 'Dumped').mean()))
p24 = pk[pk[BRD].dt.year == 2024]
val(D, 'litres of pure alcohol packaged in 2024, volume times abv', (p24[VOL] * p24.ABV / 100).sum())
two(D, 'how much beer did we make', r[VOL].sum(), pk[VOL].sum())

# ferry sailings
D = 'p14_ferry'
s = pd.read_csv(F + 'ferry_sailings_2024.csv', keep_default_na=False, na_values=NA)
DEP, XT, REV, WIND = 'Departure', 'Crossing Time', 'Ticket Revenue', 'Wind Speed (knots)'
s[DEP] = pd.to_datetime(s[DEP], format='%Y-%m-%d %H:%M')
s[XT] = secs(s[XT]) / 60  # minutes
s[REV] = money(s[REV])
s['Deck Space Used'] = pctcol(s['Deck Space Used'])
s['day'] = s[DEP].dt.normalize()
s['mins'] = s[DEP].dt.hour * 60 + s[DEP].dt.minute
grp(D, 'sailings by route', s.groupby('Route').size())
val(D, 'total passengers', s.Passengers.sum())
val(D, 'avg wind speed', s[WIND].mean())
grp(D, 'sailings by vessel', s.groupby('Vessel').size())
val(D, 'how many vessels', s.Vessel.nunique())
row(D, 'busiest sailing', *extreme(s, 'Passengers', 'Sailing ID'))
row(D, 'which vessel carried the most cars', *ties(s.groupby('Vessel').Cars.sum()))
row(D, 'which route makes the most money', *ties(s.groupby('Route')[REV].sum()))
row(D, 'slowest crossing', extreme(s, XT, 'Sailing ID')[0])
val(D, 'how many sailings were called off', (s.Status == 'Cancelled').sum())
val(D, 'how many cars did the easthaven crossing carry in july', s[(s.Route == 'Easthaven Crossing') & (s[DEP].dt.month == 7)].Cars.sum())
val(D, 'how much money did the osprey take', s[s.Vessel == 'MV Osprey'][REV].sum())
val(D, 'how many sailings left late', (s['Delay (min)'] > 0).sum())
grp(D, 'passengers outbound vs return', s.groupby('Direction').Passengers.sum())
ot = s[s.Vessel.isin(['MV Osprey', 'MV Tern'])]
grp(D, 'avg crossing time in minutes osprey vs tern', ot.groupby('Vessel')[XT].mean())
val(D, 'how many more passengers in august than in february', s[s[DEP].dt.month == 8].Passengers.sum() - s[s[DEP].dt.month == 2].Passengers.sum())
kc = s[(s.Status == 'Cancelled') & s.Route.isin(['Kell Sound', 'Marrow Bay'])]
grp(D, 'cancelled sailings kell sound vs marrow bay', kc.groupby('Route').size())
row(D, 'which month carried the most passengers', *ties(s.groupby(s[DEP].dt.month).Passengers.sum()))
cs = s[s.Status == 'Cancelled']
w = ties(cs.groupby(cs[DEP].dt.dayofweek).size())
row(D, 'which weekday has the most cancellations', [DAYNAMES[k] for k in w[0]], w[1])
grp(D, 'passengers per month', s.groupby(ym(s[DEP])).Passengers.sum())
row(D, 'which hour of the day has the most departures', *ties(s.groupby(s[DEP].dt.hour).size()))
val(D, 'avg crossing time in minutes', s[XT].mean())
val(D, 'total ticket revenue', s[REV].sum())
val(D, 'sailings on 14 august 2024', (s.day == '2024-08-14').sum())
val(D, 'avg deck space used', s['Deck Space Used'].mean())
val(D, 'sailings leaving after 6pm', (s.mins > 18 * 60).sum())
print('  (ferry: wind of exactly 30:', (s[WIND] == 30).sum(), '; crossings of exactly 60:00:', (s[XT] == 60).sum(), '; exactly 200 passengers:', (s.Passengers == 200).sum(), '; departures at exactly 18:00:', (s.mins == 1080).sum(), ')')
val(D, 'sailings with wind over 30 knots', (s[WIND] > 30).sum())
val(D, 'crossings longer than an hour', (s[XT] > 60).sum())
val(D, 'sailings with more than 200 passengers', (s.Passengers > 200).sum())
val(D, 'sailings that took over £2k', (s[REV] > 2000).sum())
val(D, 'avg passengers on marrow bay in december', s[(s.Route == 'Marrow Bay') & (s[DEP].dt.month == 12)].Passengers.mean())
val(D, 'how many sailings have no car count', s.Cars.isna().sum())
lst(D, 'which columns have blanks', [c_ for c_ in gaps(s) if c_ not in ('day', 'mins')])
kr = s.dropna(subset=[REV, 'Passengers'])
grp(D, 'revenue per passenger by route', kr.groupby('Route')[REV].sum() / kr.groupby('Route').Passengers.sum())
grp(D, 'pct of sailings cancelled by route', s.groupby('Route').Status.apply(lambda x: (x == 'Cancelled').mean()))
ws = s[s[WIND] > 30]
val(D, 'pct of sailings in wind over 30 knots that were cancelled', 100 * (ws.Status == 'Cancelled').mean())
two(D, 'how many sailings', len(s), (s.Status != 'Cancelled').sum())

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
