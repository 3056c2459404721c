"""Probe 20's data check: recomputes EVERY answerable expectation with pandas, and both readings of
each two-reading phrasing, reading the generated files as written (not the generator's rows), and
compares them with expected.json. Run with Debian's /usr/bin/python3 (pandas, openpyxl); see
crosscheck.ts (npx tsx test/eval/analyst/crosscheck.ts 20 <dir>)."""
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
    """ "£1,234.50" as a number (blank, "-" and "n/a" stay missing)."""
    return col.astype('string').str.replace(r'[£,]', '', regex=True).astype(float)
def pctcol(col):
    """ "6.5%" as 6.5 (missing stays missing)."""
    return col.astype('string').str.rstrip('%').astype(float)
def unit(col, suffix):
    """ "18.42 t", "47 min", "0.8 NTU", "6.2 °C", "12.4 mi" as a number."""
    return col.astype('string').str.replace(suffix, '', regex=False).str.replace(',', '', regex=False).str.strip().astype(float)
def mmss(col):
    """ "52:13" (minutes and seconds) as minutes ("-" stays missing)."""
    parts = col.astype('string').str.extract(r'^(\d+):(\d{2})$')
    return parts[0].astype(float) + parts[1].astype(float) / 60
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

# quarry weighbridge tickets
D = 'p20_quarry'
q = pd.read_csv(F + 'weighbridge_tickets_2024.csv', keep_default_na=False, na_values=NA)
raw_q = list(q.columns)
DIST, MOIST = 'Delivery Distance (miles, one way)', 'Moisture % (sand & dust only)'
q['out'] = pd.to_datetime(q['Date Out'], format='%d/%m/%Y %H:%M')
q['net'] = unit(q['Net Weight'], ' t')
q['ppt'] = money(q['Price per Tonne'])
q['lv'] = money(q['Load Value'])
q['moist'] = pctcol(q[MOIST])
LIMIT = {'8-Wheeler Tipper': 32, 'Artic Tipper': 44, '6-Wheeler Tipper': 26, 'Tractor & Trailer': 31, 'Pickup/Van': 3.5}
over = q['Gross (t)'] > q['Vehicle Type'].map(LIMIT)
print('  (quarry: overloaded by gross = Void - Overloaded:', bool((over == (q.Status == 'Void - Overloaded')).all()), '; net = gross - tare:', bool(((q['Gross (t)'] - q['Tare (t)']).round(2) == q.net).all()), ')')
qd = q[q.Status == 'Completed']
grp(D, 'loads per product', q.groupby('Product').size())
val(D, 'total sales value', q.lv.sum())
val(D, 'avg load value', q.lv.mean())
top(D, 'top 5 customers by spend', q.groupby('Customer').lv.sum(), 5)
val(D, 'total delivery miles', q[DIST].sum())
two(D, 'who buys the most tonnage', ties(q.groupby('Customer').net.sum())[0], ties(qd.groupby('Customer').net.sum())[0])
row(D, 'biggest net weight on a ticket', *extreme(q, 'net', 'Ticket No'))
two(D, 'which product earns the most per tonne', ties(q.groupby('Product').ppt.mean())[0], ties(ratio(q, 'Product', 'lv', 'net'))[0])
row(D, 'which haulier does the most miles', *ties(q.groupby('Haulier')[DIST].sum()))
val(D, 'how many duplicate tickets', (q.Status == 'Void - Duplicate').sum())
val(D, 'how many wagons were sent back overweight', over.sum())
val(D, 'how many cash sales', (q.Account == 'Cash').sum())
val(D, 'how many own fleet loads', (q.Haulier == 'Own Fleet').sum())
ts = qd[qd.Product.isin(['Type 1 Sub-base', 'Scalpings'])]
grp(D, 'tonnes sold type 1 vs scalpings', ts.groupby('Product').net.sum())
h1 = q[q.out.dt.quarter.isin([1, 2])]
grp(D, 'sales q1 vs q2', h1.groupby(quarter(h1.out)).lv.sum())
op = q[q.Haulier.isin(['Own Fleet', 'Pike Haulage'])]
grp(D, 'avg net weight own fleet vs pike', op.groupby('Haulier').net.mean())
grp(D, 'cash vs credit sales', q.groupby('Account').lv.sum())
row(D, 'busiest hour at the weighbridge', *ties(q.groupby(q.out.dt.hour).size()), exact=False)
row(D, 'which month did we sell the most', *ties(q.groupby(q.out.dt.month).lv.sum()), exact=False)
grp(D, 'sales by month', q.groupby(ym(q.out)).lv.sum())
val(D, 'loads out on 14 march', (q.out.dt.strftime('%Y-%m-%d') == '2024-03-14').sum())
val(D, 'avg moisture on sand and dust', q.moist.mean())
val(D, 'what did hallam spend in june', q[(q.Customer == 'Hallam Construction') & (q.out.dt.month == 6)].lv.sum())
val(D, 'tickets before 7am', (q.out.dt.hour < 7).sum())
print('  (quarry: exactly 20.00 t:', (q.net == 20).sum(), '; exactly £500:', (q.lv == 500).sum(), '; exactly 30.0 miles:', (q[DIST] == 30).sum(), '; artic exactly 25 or 30 t:', ((q['Vehicle Type'] == 'Artic Tipper') & q.net.isin([25, 30])).sum(), '; tickets at 07:00:', ((q.out.dt.hour == 7) & (q.out.dt.minute == 0)).sum(), ')')
val(D, 'loads over 20 t', (q.net > 20).sum())
val(D, 'loads worth more than £500', (q.lv > 500).sum())
val(D, 'deliveries over 30 miles', (q[DIST] > 30).sum())
val(D, 'tonnes of type 1 to county highways excluding voids', qd[(qd.Product == 'Type 1 Sub-base') & (qd.Customer == 'County Highways')].net.sum())
val(D, 'artic loads between 25 and 30 t', ((q['Vehicle Type'] == 'Artic Tipper') & q.net.between(25, 30)).sum())
val(D, 'how many tickets have no clerk name', q['Weighbridge Clerk'].isna().sum())
lst(D, 'which columns have gaps', gaps(q[raw_q]))
grp(D, 'revenue per tonne by product', ratio(q, 'Product', 'lv', 'net'))
grp(D, 'void rate by product', rate(q, 'Product', q.Status.str.startswith('Void')))
grp(D, 'net to gross ratio by vehicle type', q.groupby('Vehicle Type').net.sum() / q.groupby('Vehicle Type')['Gross (t)'].sum())
two(D, 'how much did brook spend', q[q.Customer == 'Brook Civils'].lv.sum(), q[q.Customer == 'Brookside Developments'].lv.sum())
two(D, 'tonnes of stone sold', qd[qd.Product == 'Armour Stone'].net.sum(), qd[qd.Product != 'Building Sand'].net.sum())

# MOT tests
D = 'p20_mot'
m = pd.read_csv(F + 'mot_tests_FY2023-24.csv', keep_default_na=False, na_values=NA, dtype={'Time': str})
raw_m = list(m.columns)
ODO = 'Odometer (miles)'
m['date'] = pd.to_datetime(m['Test Date'], format='%d-%b-%Y')
m['odo'] = m[ODO].astype('string').str.replace(',', '', regex=False).astype(float)
m['co'] = pctcol(m['CO (%vol)'])
m['mins'] = unit(m['Test Time'], ' min')
m['fee'] = money(m.Fee)
m['fail'] = m.Result.str.startswith('Fail')
m['age'] = m.date.dt.year - m['Year of Manufacture']
mf = m[m.Retest == 'No']
print('  (mot: dates', m.date.min().date(), 'to', m.date.max().date(), '; Sundays:', int((m.date.dt.dayofweek == 6).sum()), ')')
grp(D, 'tests by make', m.groupby('Make').size())
val(D, 'total fees', m.fee.sum())
val(D, 'avg mileage', m.odo.mean())
val(D, 'how many testers have we got', m.Tester.nunique())
val(D, 'avg test time', m.mins.mean())
row(D, 'which tester did the most mots', *ties(m.groupby('Tester').size()))
row(D, 'highest mileage vehicle', *extreme(m, 'odo', 'Reg'))
two(D, 'which make has the worst fail rate', ties(m.groupby('Make').fail.mean())[0], ties(mf.groupby('Make').fail.mean())[0])
row(D, 'most common model', *ties(m.groupby('Model').size()))
val(D, 'how many failed on brakes', (m.Result == 'Fail - Brakes').sum())
val(D, 'how many fails for tyres', (m.Result == 'Fail - Tyres').sum())
val(D, 'how many free retests', ((m.Retest == 'Yes') & (m.fee == 0)).sum())
val(D, 'how many passed first time', ((m.Retest == 'No') & m.Result.str.startswith('Pass')).sum())
pd_ = m[m.fail & m.Fuel.isin(['Petrol', 'Diesel'])]
grp(D, 'fails petrol vs diesel', pd_.groupby('Fuel').size())
grp(D, 'tests 2023 vs 2024', m.groupby(m.date.dt.year).size())
fv = m[m.Make.isin(['Ford', 'Vauxhall'])]
grp(D, 'avg mileage ford vs vauxhall', fv.groupby('Make').odo.mean())
opn = m[m['Booking Source'].isin(['Online', 'Phone'])]
grp(D, 'online vs phone bookings', opn.groupby('Booking Source').size())
row(D, 'busiest month of the year', *ties(m.groupby(m.date.dt.month).size()), exact=False)
weekday_row(D, 'which day of the week gets the most fails', m[m.fail].groupby(m[m.fail].date.dt.dayofweek).size())
row(D, 'busiest time slot', *ties(m.groupby('Time').size()), exact=False)
val(D, 'tests on 14 nov', (m.date == '2023-11-14').sum())
val(D, 'avg co reading', m.co.mean())
val(D, 'fees in december', m[(m.date.dt.year == 2023) & (m.date.dt.month == 12)].fee.sum())
val(D, 'how many 8:30 tests', (m.Time == '08:30').sum())
print('  (mot: exactly 100,000 miles:', (m.odo == 100000).sum(), '; exactly 60 min:', (m.mins == 60).sum(), '; made in 2010:', (m['Year of Manufacture'] == 2010).sum(), '; exactly 3 advisories on diesels:', ((m.Fuel == 'Diesel') & (m.Advisories == 3)).sum(), ')')
val(D, 'vehicles over 100,000 miles', (m.odo > 100000).sum())
val(D, 'tests longer than an hour', (m.mins > 60).sum())
val(D, 'class 7 fails', ((m.Class == 'Class 7') & m.fail).sum())
val(D, 'pre 2010 vehicles that failed on emissions', ((m['Year of Manufacture'] < 2010) & (m.Result == 'Fail - Emissions')).sum())
val(D, 'diesels with more than 3 advisories', ((m.Fuel == 'Diesel') & (m.Advisories > 3)).sum())
val(D, 'how many tests have no mileage', m[ODO].isna().sum())
lst(D, 'which columns have blanks', gaps(m[raw_m]))
grp(D, 'fees per hour by tester', ratio(m, 'Tester', 'fee', 'mins') * 60)
grp(D, 'avg vehicle age by fuel', m.groupby('Fuel').age.mean())
grp(D, 'share of bookings by source', m.groupby('Booking Source').size() / len(m))
two(D, 'tests in the first quarter', ((m.date.dt.year == 2024) & (m.date.dt.month <= 3)).sum(), ((m.date.dt.year == 2023) & m.date.dt.month.between(4, 6)).sum())
two(D, 'whats our fail rate', m.fail.mean(), mf.fail.mean())

# escape rooms (workbook)
D = 'p20_escape'
X = F + 'escape_rooms_2024.xlsx'
eb = pd.read_excel(X, sheet_name='Bookings', keep_default_na=False, na_values=NA)
er = pd.read_excel(X, sheet_name='Rooms', keep_default_na=False, na_values=NA)
raw_e = list(eb.columns)
eb['price'] = money(eb['Price Paid'])
eb['et'] = mmss(eb['Escape Time'])
eb['fb'] = eb['Feedback (1-5)'].astype(float)
er['cost'] = money(er['Build Cost'])
e = eb.merge(er[['Room', 'Theme', 'Difficulty', 'Time Limit (min)', 'cost']], on='Room', how='left')
e['esc'] = (e.Escaped == 'Yes').astype(float).where(e.Escaped.notna())
print('  (escape: dates', e.Date.min().date(), 'to', e.Date.max().date(), '; every room found on the Rooms sheet:', bool(e.Theme.notna().all()), '; Mondays:', int((e.Date.dt.dayofweek == 0).sum()), ')')
grp(D, 'bookings per room', e.groupby('Room').size())
val(D, 'total revenue', e.price.sum())
val(D, 'avg group size', e.Players.mean())
val(D, 'how many game masters', e['Game Master'].nunique())
val(D, 'avg feedback score', e.fb.mean())
row(D, 'which room makes the most money', *ties(e.groupby('Room').price.sum()))
row(D, 'fastest escape', extreme(e, 'et', 'Booking Ref', 'min')[0])
row(D, 'which theme gets the most bookings', *ties(e.groupby('Theme').size()))
row(D, 'which gm gives the most hints per game', *ties(e.groupby('Game Master').Hints.mean()))
val(D, 'how many groups got out', (e.Escaped == 'Yes').sum())
val(D, 'how many no shows', (e.Status == 'No Show').sum())
val(D, 'how many games did we lose to room faults', (e.Status == 'Cancelled - Room Fault').sum())
val(D, 'how many birthday bookings', (e['Booking Type'] == 'Birthday').sum())
eh = e[e.Difficulty.isin(['Easy', 'Hard'])]
grp(D, 'escape rate easy vs hard', eh.groupby('Difficulty').esc.mean())
cp = e[e['Booking Type'].isin(['Corporate', 'Public'])]
grp(D, 'corporate vs public revenue', cp.groupby('Booking Type').price.sum())
va = e[e.Room.isin(['The Vault', 'Asylum'])]
grp(D, 'avg players vault vs asylum', va.groupby('Room').Players.mean())
p26 = e[e.Players.isin([2, 6])]
grp(D, 'escape rate 2 players vs 6 players', p26.groupby('Players').esc.mean())
row(D, 'busiest month', *ties(e.groupby(e.Date.dt.month).size()), exact=False)
row(D, 'most popular start time', *ties(e.groupby('Start').size()), exact=False)
grp(D, 'revenue by month', e.groupby(ym(e.Date)).price.sum())
val(D, 'bookings on halloween', (e.Date == '2024-10-31').sum())
val(D, 'avg escape time in minutes', e.et.mean())
val(D, 'revenue from the 8:30pm slot', e[e.Start == '8:30pm'].price.sum())
val(D, 'takings in december', e[e.Date.dt.month == 12].price.sum())
print('  (escape: exactly 45:00:', (e.et == 45).sum(), '; exactly £100:', (e.price == 100).sum(), '; exactly 3 hints:', (e.Hints == 3).sum(), ')')
val(D, 'escapes under 45 mins', (e.et < 45).sum())
val(D, 'bookings over £100', (e.price > 100).sum())
val(D, 'groups of 6 or more', (e.Players >= 6).sum())
val(D, 'games with more than 3 hints', (e.Hints > 3).sum())
val(D, 'corporate groups that escaped the vault', ((e['Booking Type'] == 'Corporate') & (e.Room == 'The Vault') & (e.Escaped == 'Yes')).sum())
val(D, 'how many bookings have no feedback', e.fb.isna().sum())
lst(D, 'which columns on the bookings sheet have gaps', gaps(eb[raw_e]))
grp(D, 'revenue per player by room', ratio(e, 'Room', 'price', 'Players'))
grp(D, 'escape rate by difficulty', e.groupby('Difficulty').esc.mean())
grp(D, 'what share of its build cost has each room made back', e.groupby('Room').price.sum() / er.set_index('Room').cost)
ep = e[e.Status == 'Played']
two(D, 'avg time in the room', e.et.mean(), ep.et.where(ep.Escaped == 'Yes', ep['Time Limit (min)']).mean())

# water testing lab
D = 'p20_waterlab'
w = pd.read_csv(F + 'water_lab_samples_2024.csv', keep_default_na=False, na_values=NA)
raw_w = list(w.columns)
NIT, ECO = 'Nitrate (mg/L NO3)', 'E. coli (cfu/100ml)'
w['ds'] = pd.to_datetime(w['Date Sampled'], format='%Y-%m-%d')
w['dr'] = pd.to_datetime(w['Date Received'], format='%d %b %Y')
w['dp'] = pd.to_datetime(w['Date Reported'], format='%d/%m/%Y')
w['turb'] = unit(w.Turbidity, ' NTU')
w['temp'] = unit(w['Arrival Temp'], ' °C')
w['price'] = money(w.Price)
w['fail'] = w.Result.str.startswith('Fail')
w['tat'] = (w.dp - w.dr).dt.days
w['tat_s'] = (w.dp - w.ds).dt.days
print('  (water lab: sampled', w.ds.min().date(), 'to', w.ds.max().date(), '; received never before sampled:', bool((w.dr >= w.ds).all()), ')')
grp(D, 'samples by type', w.groupby('Sample Type').size())
val(D, 'total invoiced', w.price.sum())
val(D, 'avg ph', w.pH.mean())
top(D, 'top 3 clients by number of samples', w.groupby('Client').size(), 3)
val(D, 'avg nitrate', w[NIT].mean())
row(D, 'which client spends the most', *ties(w.groupby('Client').price.sum()))
row(D, 'highest e coli count', *extreme(w, ECO, 'Lab No'))
wt = w[w.Result.str.startswith('Fail') | (w.Result == 'Pass')]
two(D, 'which sample type has the highest failure rate', ties(w.groupby('Sample Type').fail.mean())[0], ties(wt.groupby('Sample Type').fail.mean())[0])
row(D, 'which analyst signed off the most reports', *ties(w.groupby('Analyst').size()))
ec = w[w.Result == 'Fail - E. coli']
val(D, 'how many failed on e coli', len(ec))
val(D, 'how many samples arrived too warm', (w.Result == 'Rejected - Temperature').sum())
val(D, 'how many are still pending', (w.Result == 'Pending').sum())
val(D, 'how many urgent jobs', (w.Priority == 'Urgent').sum())
wb = w[w['Sample Type'].isin(['Private Well', 'Borehole'])]
grp(D, 'nitrate wells vs boreholes', wb.groupby('Sample Type')[NIT].mean())
grp(D, 'days from receipt to report urgent vs standard', w.groupby('Priority').tat.mean())
q14 = w[w.dr.dt.quarter.isin([1, 4])]
grp(D, 'samples booked in q1 vs q4', q14.groupby(quarter(q14.dr)).size())
grp(D, 'e coli fails client sampled vs lab sampled', ec.groupby('Sampled By').size())
two(D, 'which month has the most e coli failures', ties(ec.groupby(ec.ds.dt.month).size())[0], ties(ec.groupby(ec.dr.dt.month).size())[0], exact=False)
weekday_row(D, 'which weekday do most samples arrive', w.groupby(w.dr.dt.dayofweek).size())
grp(D, 'samples received per month', w.groupby(ym(w.dr)).size())
val(D, 'samples received on 14 march', (w.dr == '2024-03-14').sum())
val(D, 'avg turbidity', w.turb.mean())
val(D, 'avg arrival temp', w.temp.mean())
val(D, 'how many reports went out on 21 march', (w.dp == '2024-03-21').sum())
print('  (water lab: nitrate exactly 50.0:', (w[NIT] == 50).sum(), '; turbidity exactly 4.0:', (w.turb == 4).sum(), '; pH exactly 6.5:', (w.pH == 6.5).sum(), '; exactly 7 days to report:', (w.tat == 7).sum(), ')')
val(D, 'nitrate over 50 mg/l', (w[NIT] > 50).sum())
val(D, 'turbidity above 4 ntu', (w.turb > 4).sum())
val(D, 'samples with ph below 6.5', (w.pH < 6.5).sum())
val(D, 'private wells with any e coli', ((w['Sample Type'] == 'Private Well') & (w[ECO] > 0)).sum())
val(D, 'samples that took more than 7 days from receipt to report', (w.tat > 7).sum())
val(D, 'how many samples have no ph result', w.pH.isna().sum())
lst(D, 'which columns are incomplete', gaps(w[raw_w]))
grp(D, 'avg days from receipt to report by sample type', w.groupby('Sample Type').tat.mean())
grp(D, 'share of samples failed by client', rate(w, 'Client', w.fail))
grp(D, 'rejection rate by who took the sample', rate(w, 'Sampled By', w.Result.str.startswith('Rejected')))
two(D, 'avg turnaround', w.tat.mean(), w.tat_s.mean())

# pest control jobs
D = 'p20_pest'
p = pd.read_csv(F + 'pest_jobs_2023-24.csv', keep_default_na=False, na_values=NA, dtype={'Arrived': str})
raw_p = list(p.columns)
BAIT = 'Bait Used (g)'
p['date'] = pd.to_datetime(p['Visit Date'], format='%d %B %Y')
p['mins'] = unit(p['Time on Site'], ' min')
p['miles'] = unit(p.Mileage, ' mi')
p['charge'] = money(p.Charge)
p['arr_h'] = p.Arrived.astype('string').str.slice(0, 2).astype(float)
print('  (pest: dates', p.date.min().date(), 'to', p.date.max().date(), ')')
grp(D, 'jobs by pest', p.groupby('Pest').size())
val(D, 'total charged', p.charge.sum())
val(D, 'avg time on site', p.mins.mean())
val(D, 'how many techs', p.Technician.nunique())
val(D, 'total mileage', p.miles.sum())
row(D, 'which tech brings in the most', *ties(p.groupby('Technician').charge.sum()))
row(D, 'which area has the most rat jobs', *ties(p[p.Pest == 'Rats'].groupby('Area').size()))
row(D, 'longest job', extreme(p, 'mins', 'Job Ref')[0])
row(D, 'which pest uses the most bait', *ties(p.groupby('Pest')[BAIT].sum()))
val(D, 'how many wasp jobs', (p.Pest == 'Wasps').sum())
val(D, 'how many times couldnt we get in', p.Outcome.str.startswith('No Access').sum())
val(D, 'how many emergency callouts', (p['Visit Type'] == 'Emergency').sum())
val(D, 'how many bed bug heat treatments', ((p.Pest == 'Bed Bugs') & (p.Treatment == 'Heat')).sum())
rm = p[p.Pest.isin(['Rats', 'Mice'])]
grp(D, 'rats vs mice', rm.groupby('Pest').size())
dc = p[p['Customer Type'].isin(['Domestic', 'Commercial'])]
grp(D, 'domestic vs commercial income', dc.groupby('Customer Type').charge.sum())
dp = p[p.Technician.isin(['Dave Hollins', 'Priya Shah'])]
grp(D, 'avg time on site dave vs priya', dp.groupby('Technician').mins.mean())
grp(D, 'jobs 2023 vs 2024', p.groupby(p.date.dt.year).size())
wa = p[p.Pest == 'Wasps']
row(D, 'which month is busiest for wasps', *ties(wa.groupby(wa.date.dt.month).size()), exact=False)
weekday_row(D, 'busiest day of the week', p.groupby(p.date.dt.dayofweek).size())
grp(D, 'jobs by month', p.groupby(ym(p.date)).size())
val(D, 'jobs on 7 november', (p.date == '2023-11-07').sum())
val(D, 'avg miles per job', p.miles.mean())
val(D, 'what did we charge in august', p[(p.date.dt.year == 2023) & (p.date.dt.month == 8)].charge.sum())
val(D, 'jobs where we arrived before 8am', (p.arr_h < 8).sum())
print('  (pest: exactly 90 min:', (p.mins == 90).sum(), '; exactly 20.0 mi:', (p.miles == 20).sum(), '; exactly £150:', (p.charge == 150).sum(), '; exactly 500 g:', (p[BAIT] == 500).sum(), '; arrived at 08:00:', (p.Arrived == '08:00').sum(), ')')
val(D, 'jobs over 90 mins on site', (p.mins > 90).sum())
val(D, 'callouts more than 20 miles', (p.miles > 20).sum())
val(D, 'charges over £150', (p.charge > 150).sum())
val(D, 'domestic rat jobs with high activity', ((p['Customer Type'] == 'Domestic') & (p.Pest == 'Rats') & (p.Activity == 'High')).sum())
val(D, 'jobs that used over 500 g of bait', (p[BAIT] > 500).sum())
val(D, 'how many jobs have no activity level', p.Activity.isna().sum())
lst(D, 'which columns have missing data', gaps(p[raw_p]))
grp(D, 'income per hour on site by tech', ratio(p, 'Technician', 'charge', 'mins') * 60)
grp(D, 'share of jobs needing another visit by pest', rate(p, 'Pest', p.Outcome == 'Further Visit Needed'))
grp(D, 'share of income by customer type', p.groupby('Customer Type').charge.sum() / p.charge.sum())
two(D, 'how much did smith pay us', p[p.Customer == 'Smith & Sons Butchers'].charge.sum(), p[p.Customer == 'Smithy Lane Primary'].charge.sum())
two(D, 'how many rodent jobs', p.Pest.isin(['Rats', 'Mice']).sum(), p.Pest.isin(['Rats', 'Mice', 'Squirrels']).sum())
print('  (status counts:', dict(q.Status.value_counts()), dict(m.Result.value_counts()), dict(e.Status.value_counts()), dict(w.Result.value_counts()), dict(p.Outcome.value_counts()), ')')
print('  (rows:', len(q), len(m), len(eb), len(er), len(w), len(p), ')')

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
        # pandas names every tied label; the expectation lists each with its spellings (months, weekdays, hours, clock times).
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
