"""Probe 11's data check: recomputes EVERY answerable expectation with pandas, and both readings of
each two-reading refusal, reading the generated files as written (not the generator's rows), and
compares them with expected.json. Run with Debian's /usr/bin/python3 (pandas, openpyxl); see
probe11-crosscheck.ts."""
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

# clinic appointments
CL = 'p11_clinic'
c = pd.read_csv(F + 'clinic_appointments.csv', keep_default_na=False, na_values=NA)
c['Appointment Date'] = pd.to_datetime(c['Appointment Date'], format='%d.%m.%Y')
c['Fee'] = money(c['Fee'])
AD, WAIT, LEN, AGE = 'Appointment Date', 'Wait Time (min)', 'Consult Length (min)', 'Patient Age'
att = c[c.Status == 'Attended']
cy = c[AD].dt.year
hour = c['Start Time'].str.slice(0, 2).astype(int)
online, phone = (c['Booked Via'] == 'Online').sum(), (c['Booked Via'] == 'Phone').sum()
val(CL, 'how many appointments are there', len(c))
grp(CL, 'appointments by status', c.groupby('Status').size())
grp(CL, 'appointments per specialty', c.groupby('Specialty').size())
val(CL, 'avg consult length in minutes', c[LEN].mean())
val(CL, 'how many clinicians', c.Clinician.nunique())
val(CL, 'how many no-shows', (c.Status == 'No-show').sum())
val(CL, 'how many appointments were cancelled in 2024', ((c.Status == 'Cancelled') & (cy == 2024)).sum())
two(CL, 'busiest clinician', ties(c.groupby('Clinician').size())[0], ties(att.groupby('Clinician').size())[0])
val(CL, 'how much did we take in fees', c.Fee.sum())
two(CL, 'which specialty is the most popular', ties(c.groupby('Specialty').size())[0], ties(att.groupby('Specialty').size())[0])
row(CL, 'which clinician has the longest avg wait', *ties(c.groupby('Clinician')[WAIT].mean()))
a24 = att[att[AD].dt.year == 2024]
row(CL, 'oldest patient seen in 2024', *extreme(a24, AGE, 'Patient ID'))
row(CL, 'which specialty earned the most in fees', *ties(c.groupby('Specialty').Fee.sum()))
row(CL, 'longest consultation', *extreme(c, LEN, 'Appt ID'))
grp(CL, 'avg consult length new vs follow-up', att.groupby('Visit Type')[LEN].mean())
grp(CL, 'appointments 2023 vs 2024', c.groupby(cy).size())
val(CL, 'how many more online bookings than phone bookings' if online >= phone else 'how many more phone bookings than online bookings', abs(online - phone))
ns = c[c.Status == 'No-show']
grp(CL, 'no-shows physio vs dermatology', ns[ns.Specialty.isin(['Physio', 'Dermatology'])].groupby('Specialty').size())
row(CL, 'which weekday has the most no-shows', *ties(ns.groupby(ns[AD].dt.day_name()).size()))
row(CL, 'which month of the year has the most appointments', *ties(c.groupby(c[AD].dt.month).size()))
two(CL, 'which hour of the day is busiest', ties(c.groupby(hour).size())[0], ties(att.groupby(hour[att.index]).size())[0])
val(CL, 'how many appointments on saturdays', (c[AD].dt.dayofweek == 5).sum())
val(CL, 'appointments in march 2024', ((cy == 2024) & (c[AD].dt.month == 3)).sum())
val(CL, 'total fees in 2023', c[cy == 2023].Fee.sum())
val(CL, 'avg fee for attended dermatology visits', att[att.Specialty == 'Dermatology'].Fee.mean())
val(CL, 'appointments before 1 april 2023', (c[AD] < '2023-04-01').sum())
val(CL, 'attended visits with a wait over 30 min', (att[WAIT] > 30).sum())
val(CL, 'appointments excluding cancelled', (c.Status != 'Cancelled').sum())
val(CL, 'avg consult length for new gp patients', c[(c.Specialty == 'GP') & (c['Visit Type'] == 'New')][LEN].mean())
val(CL, 'appointments for patients over 65', (c[AGE] > 65).sum())
val(CL, 'fees over $150', (c.Fee > 150).sum())
val(CL, 'how many appointments have no insurer', c.Insurer.isna().sum())
lst(CL, 'which columns have gaps', c.columns[c.isna().any()])
val(CL, 'how many attended visits have no wait time recorded', att[WAIT].isna().sum())
val(CL, 'pct of appointments booked online', 100 * online / len(c))
grp(CL, 'avg fee per attended visit by specialty', att.groupby('Specialty').Fee.mean())
grp(CL, 'cancellation rate by specialty in %', 100 * (c.Status == 'Cancelled').groupby(c.Specialty).mean())
two(CL, 'no-show rate', 100 * len(ns) / len(c), 100 * len(ns) / (c.Status != 'Cancelled').sum())

# club rides
RI = 'p11_rides'
r = pd.read_csv(F + 'club_rides.csv', keep_default_na=False, na_values=NA)
r['Ride Date'] = pd.to_datetime(r['Ride Date'], format='%b %d, %Y')
r['Calories (kcal)'] = money(r['Calories (kcal)'])
r['secs'] = secs(r['Moving Time'])
RD, KM, UP, HR, KC = 'Ride Date', 'Distance (km)', 'Elevation Gain (m)', 'Avg Heart Rate (bpm)', 'Calories (kcal)'
ry = r[RD].dt.year
rid = r[r.Status != 'Cancelled']
val(RI, 'how many rides are logged', len(r))
val(RI, 'total distance in km', r[KM].sum())
grp(RI, 'rides by ride type', r.groupby('Ride Type').size())
val(RI, 'avg elevation gain', r[UP].mean())
val(RI, 'how many riders', r.Rider.nunique())
row(RI, 'who rode the furthest in total', *ties(r.groupby('Rider')[KM].sum()))
row(RI, 'longest ride', *extreme(r, KM, 'Ride ID'))
val(RI, 'how many rides were called off', (r.Status == 'Cancelled').sum())
row(RI, 'which route is the hilliest on average', *ties(r.groupby('Route')[UP].mean()))
two(RI, 'most popular route', ties(r.groupby('Route').size())[0], ties(rid.groupby('Route').size())[0])
row(RI, 'which rider has the highest avg heart rate', *ties(r.groupby('Rider')[HR].mean()))
row(RI, 'ride with the most climbing', *extreme(r, UP, 'Ride ID'))
row(RI, 'which bike type has the longest avg distance', *ties(r.groupby('Bike')[KM].mean()))
tt = r[(r.Status == 'Completed') & (r.Route == 'Time Trial Course')]
row(RI, 'quickest time on the time trial course', extreme(tt, 'secs', 'Rider', 'min')[0])
grp(RI, 'avg distance road vs gravel', r[r.Bike.isin(['Road', 'Gravel'])].groupby('Bike')[KM].mean())
grp(RI, 'rides 2023 vs 2024', r.groupby(ry).size())
grp(RI, 'km ridden in 2024 vs 2023', r.groupby(ry)[KM].sum())
k24 = r[ry == 2024].groupby('Rider')[KM].sum().sort_values(ascending=False)
val(RI, f'how much further did {k24.index[0].lower()} ride than {k24.index[1].lower()} in 2024', k24.iloc[0] - k24.iloc[1])
row(RI, 'which month of the year has the most rides', *ties(r.groupby(r[RD].dt.month).size()))
gr = r[r['Ride Type'] == 'Group Ride']
row(RI, 'which weekday has the most group rides', *ties(gr.groupby(gr[RD].dt.day_name()).size()))
val(RI, 'how many rides on sundays', (r[RD].dt.dayofweek == 6).sum())
val(RI, 'rides with over 2 hours of moving time', (r.secs > 7200).sum())
val(RI, 'avg moving time in minutes', r.secs.mean() / 60)
val(RI, 'total moving time in hours', r.secs.sum() / 3600)
val(RI, 'rides in june 2024', ((ry == 2024) & (r[RD].dt.month == 6)).sum())
val(RI, 'total calories burned in 2024', r[ry == 2024][KC].sum())
val(RI, 'rides longer than 100 km', (r[KM] > 100).sum())
val(RI, 'rides between 50 and 80 km', r[KM].between(50, 80).sum())
val(RI, 'avg distance excluding commutes', r[r['Ride Type'] != 'Commute'][KM].mean())
val(RI, 'avg heart rate in races', r[r['Ride Type'] == 'Race'][HR].mean())
val(RI, 'rides with more than 1,000 m of climbing', (r[UP] > 1000).sum())
val(RI, 'how many rides have no heart rate', r[HR].isna().sum())
lst(RI, 'which columns have gaps', [col for col in r.columns[r.isna().any()] if col != 'secs'])
val(RI, 'how many completed rides have no heart rate', ((r.Status == 'Completed') & r[HR].isna()).sum())
val(RI, 'pct of rides that were races', 100 * (r['Ride Type'] == 'Race').mean())
val(RI, 'share of distance ridden on e-bikes in %', 100 * r[r.Bike == 'E-bike'][KM].sum() / r[KM].sum())
grp(RI, 'avg calories per ride by bike type', r.groupby('Bike')[KC].mean())
lg = rid[rid.secs > 0]
two(RI, 'avg speed in km/h', (lg[KM] / (lg.secs / 3600)).mean(), lg[KM].sum() / (lg.secs.sum() / 3600))
two(RI, 'abandon rate', 100 * (r.Status == 'Abandoned').sum() / len(r), 100 * (r.Status == 'Abandoned').sum() / len(rid))
two(RI, 'avg climbing per km', (lg[UP] / lg[KM]).mean(), lg[UP].sum() / lg[KM].sum())

# hotel bookings workbook
HO = 'p11_hotel'
b = pd.read_excel(F + 'hotel_bookings_2024.xlsx', sheet_name='Bookings')
rm = pd.read_excel(F + 'hotel_bookings_2024.xlsx', sheet_name='Rooms')
RATE, CI, BO = 'Nightly Rate (EUR)', 'Check-in', 'Booked On'
st = b[b.Status == 'Checked out']
rack = rm.set_index('Room Type')['Rack Rate (EUR)']
mean_rate = b.groupby('Room Type')[RATE].mean()
val(HO, 'how many bookings', len(b))
grp(HO, 'bookings by status', b.groupby('Status').size())
val(HO, 'avg nightly rate', b[RATE].mean())
grp(HO, 'bookings per channel', b.groupby('Channel').size())
val(HO, 'how many rooms does the hotel have', rm.Rooms.sum())
val(HO, 'how many no-shows', (b.Status == 'No-show').sum())
val(HO, 'how many bookings were cancelled', (b.Status == 'Cancelled').sum())
two(HO, 'most popular room type', ties(b.groupby('Room Type').size())[0], ties(st.groupby('Room Type').size())[0])
two(HO, 'longest stay', extreme(b, 'Nights', 'Booking Ref')[0], extreme(st, 'Nights', 'Booking Ref')[0])
row(HO, 'which channel brings in the most bookings', *ties(b.groupby('Channel').size()))
row(HO, 'which channel has the highest avg nightly rate', *ties(b.groupby('Channel')[RATE].mean()))
row(HO, 'which room type has the highest rack rate', *ties(rack))
row(HO, 'most expensive booking per night', *extreme(b, RATE, 'Booking Ref'))
grp(HO, 'avg rate suite vs family', mean_rate[['Family', 'Suite']])
grp(HO, 'bookings direct vs booking.com', b[b.Channel.isin(['Direct', 'Booking.com'])].groupby('Channel').size())
val(HO, 'how much higher is the avg double rate than the single rate', mean_rate['Double'] - mean_rate['Single'])
grp(HO, 'avg booked rate minus rack rate by room type', mean_rate - rack)
two(HO, 'which month has the most check-ins', ties(b.groupby(b[CI].dt.month).size())[0], ties(st.groupby(st[CI].dt.month).size())[0])
two(HO, 'which weekday has the most arrivals', ties(b.groupby(b[CI].dt.day_name()).size())[0], ties(st.groupby(st[CI].dt.day_name()).size())[0])
val(HO, 'bookings with a check-in date in august', ((b[CI].dt.year == 2024) & (b[CI].dt.month == 8)).sum())
val(HO, 'bookings made in january 2024', ((b[BO].dt.year == 2024) & (b[BO].dt.month == 1)).sum())
val(HO, 'bookings with check-in before 1 march 2024', (b[CI] < '2024-03-01').sum())
val(HO, 'avg nightly rate for july check-ins', b[b[CI].dt.month == 7][RATE].mean())
val(HO, 'bookings over €200 a night', (b[RATE] > 200).sum())
val(HO, 'bookings of 7 nights or more', (b.Nights >= 7).sum())
val(HO, 'avg rate excluding suites', b[b['Room Type'] != 'Suite'][RATE].mean())
val(HO, 'bookings with more than 2 guests', (b.Guests > 2).sum())
val(HO, 'checked-out bookings with breakfast', (st.Breakfast == 'Yes').sum())
val(HO, 'how many bookings have a special request', b['Special Requests'].notna().sum())
lst(HO, 'which columns in bookings have gaps', b.columns[b.isna().any()])
val(HO, 'cancellation rate in %', 100 * (b.Status == 'Cancelled').mean())
val(HO, 'avg lead time in days between booking and check-in', (b[CI] - b[BO]).dt.days.mean())
val(HO, 'room revenue from checked-out stays', (st[RATE] * st.Nights).sum())
val(HO, 'pct of bookings with breakfast', 100 * (b.Breakfast == 'Yes').mean())
nsb = b[b.Status == 'No-show']
two(HO, 'how many guests did not turn up', len(nsb), nsb.Guests.sum())

# market stall sales
MK = 'p11_market'
m = pd.read_csv(F + 'market_stall_sales.csv', keep_default_na=False, na_values=NA)
m['Market Date'] = pd.to_datetime(m['Market Date'], format='%d-%m-%Y')
m['Takings'] = money(m['Takings'])
m['Card Payments %'] = m['Card Payments %'].astype('string').str.rstrip('%').astype(float)
MD, TK, TX, CARD = 'Market Date', 'Takings', 'Transactions', 'Card Payments %'
my = m[MD].dt.year
tr = m[m['Stall Status'] == 'Traded']
day = m[MD].dt.strftime('%Y-%m-%d')
c24 = m[my == 2024].groupby('Category')[TK].sum()
more, less = ('produce', 'bakery') if c24['Produce'] >= c24['Bakery'] else ('bakery', 'produce')
val(MK, 'total takings', m[TK].sum())
grp(MK, 'takings by category', m.groupby('Category')[TK].sum())
val(MK, 'how many stalls', m.Stall.nunique())
val(MK, 'how many market days were there', m[MD].nunique())
val(MK, 'avg transactions', m[TX].mean())
row(MK, 'which stall made the most money', *ties(m.groupby('Stall')[TK].sum()))
two(MK, 'best-selling category in 2024', ties(c24)[0], ties(m[my == 2024].groupby('Category')[TX].sum())[0])
val(MK, 'how many times was a stall absent', (m['Stall Status'] == 'Absent').sum())
row(MK, 'biggest day for hillside honey', *extreme(m[m.Stall == 'Hillside Honey'], TK, MD))
two(MK, 'busiest market day', ties(m.groupby(day)[TX].sum())[0], ties(m.groupby(day)[TK].sum())[0])
row(MK, 'which stall has the highest avg takings', *ties(m.groupby('Stall')[TK].mean()))
row(MK, 'best single day for any stall', *extreme(m, TK, 'Stall'))
row(MK, 'which market day had the highest total takings', *ties(m.groupby(day)[TK].sum()))
grp(MK, 'takings 2023 vs 2024', m.groupby(my)[TK].sum())
grp(MK, 'avg takings per stall sunny vs rain', tr[tr.Weather.isin(['Sunny', 'Rain'])].groupby('Weather')[TK].mean())
val(MK, f'how much more did {more} take than {less} in 2024', abs(c24['Produce'] - c24['Bakery']))
wd = m[MD].dt.dayofweek
val(MK, 'how much more was taken on saturdays than wednesdays', m[wd == 5][TK].sum() - m[wd == 2][TK].sum())
row(MK, 'which month of the year has the highest takings', *ties(m.groupby(m[MD].dt.month)[TK].sum()))
row(MK, 'which weekday has the higher avg takings per stall', *ties(m.groupby(m[MD].dt.day_name())[TK].mean()))
fl = m[m.Category == 'Flowers']
row(MK, 'which month of the year has the lowest takings for flowers', *ties(fl.groupby(fl[MD].dt.month)[TK].sum(), 'min'))
val(MK, 'takings in march 2024', m[(my == 2024) & (m[MD].dt.month == 3)][TK].sum())
val(MK, 'avg card payments %', m[CARD].mean())
val(MK, 'stall days with over 80% paid by card', (m[CARD] > 80).sum())
val(MK, 'takings before 1 june 2023', m[m[MD] < '2023-06-01'][TK].sum())
val(MK, 'stall days that took over £1,000', (m[TK] > 1000).sum())
val(MK, 'takings excluding hot food', m[m.Category != 'Hot Food'][TK].sum())
val(MK, 'avg takings per stall on rainy days', m[m.Weather == 'Rain'][TK].mean())
val(MK, 'how many stalls pay a £45 pitch fee', m[m['Pitch Fee (GBP)'] == 45].Stall.nunique())
val(MK, 'stall days with between 50 and 100 transactions', m[TX].between(50, 100).sum())
val(MK, 'how many stall days have no takings', m[TK].isna().sum())
lst(MK, 'which columns have gaps', m.columns[m.isna().any()])
grp(MK, 'share of takings by category in %', 100 * m.groupby('Category')[TK].sum() / m[TK].sum())
val(MK, 'avg takings per market day', m[TK].sum() / m[MD].nunique())
val(MK, 'pct of stall days absent', 100 * (m['Stall Status'] == 'Absent').mean())
two(MK, 'avg spend per customer', (tr[TK] / tr[TX]).mean(), tr[TK].sum() / tr[TX].sum())
two(MK, 'what share of takings was paid by card', tr[CARD].mean(), (tr[TK] * tr[CARD]).sum() / tr[TK].sum())

# claims log
CK = 'p11_claims'
k = pd.read_csv(F + 'claims_log.csv', keep_default_na=False, na_values=NA)
k['Incident Date'] = pd.to_datetime(k['Incident Date'], format='%Y-%m-%d %H:%M')
k['Reported Date'] = pd.to_datetime(k['Reported Date'], format='%d/%m/%Y')
k['Claimed Amount'] = money(k['Claimed Amount'])
k['Approved Amount'] = money(k['Approved Amount'])
ID, RP, CLM, APP, DAYS = 'Incident Date', 'Reported Date', 'Claimed Amount', 'Approved Amount', 'Days to Settle'
se = k[k.Status == 'Settled']
iy, ryr = k[ID].dt.year, k[RP].dt.year
rej = k.Status == 'Rejected'
val(CK, 'how many claims', len(k))
grp(CK, 'claims by type', k.groupby('Claim Type').size())
val(CK, 'avg claimed amount', k[CLM].mean())
grp(CK, 'claims per region', k.groupby('Region').size())
val(CK, 'how many adjusters', k.Adjuster.nunique())
val(CK, 'how many claims were turned down', rej.sum())
val(CK, 'how many claims are still open', (k.Status == 'Open').sum())
row(CK, 'which adjuster handled the most claims', *ties(k.groupby('Adjuster').size()))
row(CK, 'biggest claim', *extreme(k, CLM, 'Claim No'))
val(CK, 'how much have we paid out', k[APP].sum())
row(CK, 'which claim type has the highest avg claim', *ties(k.groupby('Claim Type')[CLM].mean()))
row(CK, 'which adjuster settles fastest on average', *ties(se.groupby('Adjuster')[DAYS].mean(), 'min'))
row(CK, 'which region has the most fraud reviews', *ties(k[k['Fraud Review'] == 'Y'].groupby('Region').size()))
row(CK, 'claim that took longest to settle', *extreme(k, DAYS, 'Claim No'))
grp(CK, 'avg claimed amount motor vs home', k[k['Claim Type'].isin(['Motor', 'Home'])].groupby('Claim Type')[CLM].mean())
grp(CK, 'incidents 2023 vs 2024', k[iy.isin([2023, 2024])].groupby(iy).size())
grp(CK, 'rejected claims reported in 2023 vs 2024', k[rej & ryr.isin([2023, 2024])].groupby(ryr).size())
grp(CK, 'avg days to settle travel vs pet', k[k['Claim Type'].isin(['Travel', 'Pet'])].groupby('Claim Type')[DAYS].mean())
mo = k[k['Claim Type'] == 'Motor']
two(CK, 'which month of the year has the most motor claims', ties(mo.groupby(mo[ID].dt.month).size())[0], ties(mo.groupby(mo[RP].dt.month).size())[0])
row(CK, 'which hour of the day do most incidents happen', *ties(k.groupby(k[ID].dt.hour).size()))
val(CK, 'how many claims were reported on a monday', (k[RP].dt.dayofweek == 0).sum())
val(CK, 'incidents in march 2024', ((iy == 2024) & (k[ID].dt.month == 3)).sum())
val(CK, 'avg approved amount for home claims', k[k['Claim Type'] == 'Home'][APP].mean())
val(CK, 'claims reported before 1 jan 2023', (k[RP] < '2023-01-01').sum())
val(CK, 'total claimed for incidents in 2023', k[iy == 2023][CLM].sum())
val(CK, 'claims over $10k', (k[CLM] > 10000).sum())
val(CK, 'claims between $1,000 and $5,000', k[CLM].between(1000, 5000).sum())
val(CK, 'avg claimed amount excluding withdrawn', k[k.Status != 'Withdrawn'][CLM].mean())
val(CK, 'settled claims that took more than 30 days', (se[DAYS] > 30).sum())
val(CK, 'claims from policyholders under 30', (k['Policyholder Age'] < 30).sum())
val(CK, 'how many claims have no adjuster', k.Adjuster.isna().sum())
lst(CK, 'which columns have gaps', k.columns[k.isna().any()])
val(CK, 'pct of claims flagged for fraud review', 100 * (k['Fraud Review'] == 'Y').mean())
val(CK, 'what % of the amount claimed on settled claims was paid', 100 * se[APP].sum() / se[CLM].sum())
grp(CK, 'pct of all claims that were rejected, by claim type', 100 * rej.groupby(k['Claim Type']).mean())
two(CK, 'rejection rate', 100 * rej.sum() / len(k), 100 * rej.sum() / k.Status.isin(['Settled', 'Rejected']).sum())
two(CK, 'avg payout ratio', (se[APP] / se[CLM]).mean(), se[APP].sum() / se[CLM].sum())
two(CK, 'total claimed in 2023', k[iy == 2023][CLM].sum(), k[ryr == 2023][CLM].sum())

# values on the bounds of strict and inclusive conditions, for PROBE11.md
print('READINGS quickest time trial over every ride (abandoned too):', extreme(r[r.Route == 'Time Trial Course'], 'secs', 'Rider', 'min'))
print('READINGS avg takings on rainy days per market day:', m[m.Weather == 'Rain'][TK].sum() / m[m.Weather == 'Rain'][MD].nunique())
print('BOUNDS', {
    'wait exactly 30': int((att[WAIT] == 30).sum()), 'fee exactly 150': int((c.Fee == 150).sum()), 'age exactly 65': int((c[AGE] == 65).sum()),
    'ride exactly 100 km': int((r[KM] == 100).sum()), 'ride exactly 50 or 80 km': int(r[KM].isin([50, 80]).sum()), 'moving time exactly 2:00:00': int((r.secs == 7200).sum()), 'climb exactly 1000 m': int((r[UP] == 1000).sum()),
    'rate exactly 200': int((b[RATE] == 200).sum()), 'exactly 7 nights': int((b.Nights == 7).sum()), 'exactly 2 guests': int((b.Guests == 2).sum()),
    'takings exactly 1000': int((m[TK] == 1000).sum()), 'card exactly 80%': int((m[CARD] == 80).sum()), 'transactions exactly 50 or 100': int(m[TX].isin([50, 100]).sum()),
    'claim exactly 10000': int((k[CLM] == 10000).sum()), 'claim exactly 1000 or 5000': int(k[CLM].isin([1000, 5000]).sum()), 'exactly 30 days to settle': int((se[DAYS] == 30).sum()), 'policyholder exactly 30': int((k['Policyholder Age'] == 30).sum()),
})

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
