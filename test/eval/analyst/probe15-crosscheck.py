"""Probe 15's data check: recomputes EVERY answerable expectation with pandas, and both readings of
each two-reading refusal, reading the generated files as written (not the generator's rows), and
compares them with expected.json. Run with Debian's /usr/bin/python3 (pandas, openpyxl); see
crosscheck.ts (npx tsx test/eval/analyst/crosscheck.ts 15 <dir>)."""
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

# museum bookings (workbook)
D = 'p15_museum'
b = pd.read_excel(F + 'museum_tickets_2024.xlsx', sheet_name='Bookings')
x = pd.read_excel(F + 'museum_tickets_2024.xlsx', sheet_name='Exhibitions')
VD, PAID = 'Visit Date', 'Amount Paid'
b[PAID] = money(b[PAID])
b['entry'] = b['Entry Time'].str.slice(0, 2).astype(int) * 60 + b['Entry Time'].str.slice(3, 5).astype(int)
b = b.merge(x[['Exhibition Code', 'Title', 'Gallery', 'Curator']], on='Exhibition Code', how='left')
u = b[b.Status == 'Used']
grp(D, 'bookings by ticket type', b.groupby('Ticket Type').size())
grp(D, 'bookings by status', b.groupby('Status').size())
val(D, 'avg tickets per booking', b.Tickets.mean())
val(D, 'how many exhibitions are there', len(x))
grp(D, 'bookings by channel', b.groupby('Channel').size())
row(D, 'which exhibition had the most bookings', *ties(b.groupby('Exhibition Code').size()))
row(D, 'biggest single booking by amount paid', *extreme(b, PAID, 'Booking Ref'))
nr = b[b.Status != 'Refunded']
two(D, 'which gallery took the most money', ties(b.groupby('Gallery')[PAID].sum())[0], ties(nr.groupby('Gallery')[PAID].sum())[0])
row(D, 'which curator has the most visitors through the door', *ties(u.groupby('Curator').Tickets.sum()))
val(D, 'how many people actually came in', u.Tickets.sum())
val(D, 'how many bookings got their money back', (b.Status == 'Refunded').sum())
val(D, 'how many kids came', u[u['Ticket Type'] == 'Child'].Tickets.sum())
two(D, 'how much did people spend online', b[b.Channel == 'Online'][PAID].sum(), nr[nr.Channel == 'Online'][PAID].sum())
grp(D, 'avg tickets per booking online vs desk', b.groupby('Channel').Tickets.mean())
ew = b[b.Gallery.isin(['East Wing', 'West Wing'])]
grp(D, 'amount paid east wing vs west wing', ew.groupby('Gallery')[PAID].sum())
val(D, 'how many more adult bookings than concession bookings', (b['Ticket Type'] == 'Adult').sum() - (b['Ticket Type'] == 'Concession').sum())
ja = b[(b.Status == 'No-show') & b[VD].dt.month.isin([7, 8])]
grp(D, 'no-shows in july vs august', ja.groupby(ja[VD].dt.month.map(lambda m: MONTHS[m - 1])).size())
row(D, 'which month had the most visitors', *ties(u.groupby(u[VD].dt.month).Tickets.sum()))
w = ties(b.groupby(b[VD].dt.dayofweek).size())
row(D, 'which day of the week gets the most bookings', [DAYNAMES[k] for k in w[0]], w[1])
grp(D, 'amount paid per month', b.groupby(ym(b[VD]))[PAID].sum())
val(D, 'total amount paid', b[PAID].sum())
val(D, 'avg amount paid for adult bookings', b[b['Ticket Type'] == 'Adult'][PAID].mean())
val(D, 'bookings on 14 august 2024', (b[VD] == '2024-08-14').sum())
val(D, 'bookings with entry after 3pm', (b.entry > 900).sum())
print('  (museum: amounts of exactly €50:', (b[PAID] == 50).sum(), '; entries at exactly 15:00:', (b.entry == 900).sum(), ')')
val(D, 'bookings over €50', (b[PAID] > 50).sum())
val(D, 'bookings of 4 or more tickets', (b.Tickets >= 4).sum())
val(D, 'used child bookings for clockwork wonders in july', ((u['Ticket Type'] == 'Child') & (u.Title == 'Clockwork Wonders') & (u[VD].dt.month == 7)).sum())
val(D, 'amount paid between 1 march and 31 may', b[(b[VD] >= '2024-03-01') & (b[VD] <= '2024-05-31')][PAID].sum())
val(D, 'avg tickets per booking on weekends', b[b[VD].dt.dayofweek >= 5].Tickets.mean())
row(D, 'which exhibition has no curator', list(x[x.Curator.isna()].Title))
val(D, 'how many bookings have no amount paid', b[PAID].isna().sum())
grp(D, 'pct of bookings refunded by channel', b.groupby('Channel').Status.apply(lambda s: (s == 'Refunded').mean()))
grp(D, 'avg amount paid per ticket by ticket type', b.groupby('Ticket Type')[PAID].sum() / b.groupby('Ticket Type').Tickets.sum())
on = b[b.Channel == 'Online']
val(D, 'pct of online bookings that were no-shows', 100 * (on.Status == 'No-show').mean())
nr = b[b.Status != 'Refunded']
two(D, 'how many tickets did we sell', b.Tickets.sum(), nr.Tickets.sum())
two(D, 'how much did we take', b[PAID].sum(), nr[PAID].sum())

# recycling centre drop-offs
D = 'p15_recycling'
r = pd.read_csv(F + 'recycling_centre_dropoffs.csv', keep_default_na=False, na_values=['', 'n/a'])
RD, KG = 'Visit Date', 'Net Weight (kg)'
r[RD] = pd.to_datetime(r[RD], format='%d/%m/%Y')
r[KG] = num_(r[KG])
r['Charge'] = money(r['Charge'].replace('-', '0'))  # "-" is free
r['arr'] = r.Arrival.str.slice(0, 2).astype(int) * 60 + r.Arrival.str.slice(3, 5).astype(int)
acc = r[r.Status == 'Accepted']
grp(D, 'drop-offs by material', r.groupby('Material').size())
grp(D, 'drop-offs by vehicle', r.groupby('Vehicle').size())
val(D, 'total net weight', r[KG].sum())
val(D, 'total charges', r.Charge.sum())
val(D, 'how many postcode areas', r['Postcode Area'].nunique())
row(D, 'heaviest drop-off', *extreme(r, KG, 'Drop-off ID'))
row(D, 'which material brings in the most weight', *ties(r.groupby('Material')[KG].sum()))
rb = r[r.Material == 'Rubble']
row(D, 'which postcode area dropped off the most rubble', *ties(rb.groupby('Postcode Area')[KG].sum()))
row(D, 'most expensive single drop-off', *extreme(r, 'Charge', 'Drop-off ID'))
val(D, 'how many times did we send someone away', (r.Status == 'Turned Away').sum())
val(D, 'how much glass did we take in', r[r.Material == 'Glass'][KG].sum())
val(D, 'how many vans came without a permit', ((r.Vehicle == 'Van') & r['Permit No'].isna()).sum())
val(D, 'how much did trailers pay', r[r.Vehicle == 'Trailer'].Charge.sum())
grp(D, 'weight 2023 vs 2024', r.groupby(r[RD].dt.year)[KG].sum())
cv = r[r.Vehicle.isin(['Car', 'Van'])]
grp(D, 'avg net weight car vs van', cv.groupby('Vehicle')[KG].mean())
val(D, 'how many more garden waste drop-offs than cardboard', (r.Material == 'Garden Waste').sum() - (r.Material == 'Cardboard').sum())
k12 = rb[rb['Postcode Area'].isin(['KX1', 'KX2'])]
grp(D, 'rubble charges kx1 vs kx2', k12.groupby('Postcode Area').Charge.sum())
gw = r[r.Material == 'Garden Waste']
row(D, 'which month of the year has the most garden waste by weight', *ties(gw.groupby(gw[RD].dt.month)[KG].sum()))
w = ties(r.groupby(r[RD].dt.dayofweek).size())
row(D, 'which weekday is busiest for drop-offs', [DAYNAMES[k] for k in w[0]], w[1])
row(D, 'which hour do most drop-offs arrive', *ties(r.groupby(r.arr // 60).size()))
val(D, 'drop-offs on 14 march 2024', (r[RD] == '2024-03-14').sum())
val(D, 'avg net weight in kg', r[KG].mean())
val(D, 'total charged in 2024', r[r[RD].dt.year == 2024].Charge.sum())
val(D, 'drop-offs arriving before 9am', (r.arr < 540).sum())
print('  (recycling: weights of exactly 1000:', (r[KG] == 1000).sum(), '; charges of exactly £20:', (r.Charge == 20).sum(), '; weights over 1,000 written with a comma:', (r[KG] >= 1000).sum(), ')')
val(D, 'drop-offs over 1,000 kg', (r[KG] > 1000).sum())
val(D, 'drop-offs charged more than £20', (r.Charge > 20).sum())
val(D, 'wood from trailers in june 2024 in kg', r[(r.Material == 'Wood') & (r.Vehicle == 'Trailer') & (r[RD].dt.year == 2024) & (r[RD].dt.month == 6)][KG].sum())
val(D, 'avg weight of metal drop-offs in 2023', r[(r.Material == 'Metal') & (r[RD].dt.year == 2023)][KG].mean())
val(D, 'drop-offs between 50 and 100 kg', ((r[KG] >= 50) & (r[KG] <= 100)).sum())
val(D, 'how many drop-offs have no postcode', r['Postcode Area'].isna().sum())
lst(D, 'which columns have blanks', [c_ for c_ in gaps(r) if c_ != 'arr'])
vt = r[r.Vehicle != 'Car']
val(D, 'pct of van and trailer visits turned away', 100 * (vt.Status == 'Turned Away').mean())
rk = rb.dropna(subset=['Charge', KG])
val(D, 'charge per kg for rubble', rk.Charge.sum() / rk[KG].sum())
grp(D, 'share of total weight by material', share(r.groupby('Material')[KG].sum()))
two(D, 'avg charge', acc[acc.Charge > 0].Charge.mean(), acc.Charge.mean())

# dog walks
D = 'p15_dogwalk'
g = pd.read_csv(F + 'dog_walks_2024.csv', keep_default_na=False, na_values=['', '-'])
WD = 'Walk Date'
g[WD] = pd.to_datetime(g[WD], format='%d %b %Y')
g['mins'] = secs(g.Duration) / 60
g.Price = money(g.Price)
g.Tip = money(g.Tip)
g['pick'] = g['Pick-up Time'].str.slice(0, 2).astype(int) * 60 + g['Pick-up Time'].str.slice(3, 5).astype(int)
dn = g[g.Status == 'Completed']
grp(D, 'walks by service', g.groupby('Service').size())
grp(D, 'walks by status', g.groupby('Status').size())
val(D, 'total tips', g.Tip.sum())
val(D, 'how many dogs', g.Dog.nunique())
val(D, 'avg distance in km', g['Distance (km)'].mean())
row(D, 'longest walk', extreme(g, 'mins', 'Walk ID')[0])
two(D, 'which walker got the most tips', ties(g.groupby('Walker').Tip.sum())[0], ties(g.dropna(subset=['Tip']).groupby('Walker').size())[0])
row(D, 'which dog went on the most walks', *ties(dn.groupby('Dog').size()))
row(D, 'which breed walked the furthest in total', *ties(g.groupby('Breed')['Distance (km)'].sum()))
val(D, 'how many walks did grace do', (dn.Walker == 'Grace Oduya').sum())
val(D, 'how many walks got called off', (g.Status == 'Cancelled').sum())
val(D, 'how far did biscuit walk altogether in km', g[g.Dog == 'Biscuit']['Distance (km)'].sum())
val(D, 'how many walks were moved to another day', (g.Status == 'Rescheduled').sum())
sg = g[g.Service.isin(['Solo Walk', 'Group Walk'])]
grp(D, 'avg duration in minutes solo vs group', sg.groupby('Service').mins.mean())
po = g[g.Walker.isin(['Priya Nair', 'Owen Price'])]
grp(D, 'tips priya vs owen', po.groupby('Walker').Tip.sum())
val(D, 'how many more completed walks in december than in june', (dn[WD].dt.month == 12).sum() - (dn[WD].dt.month == 6).sum())
ls_ = g[(g.Status == 'Cancelled') & g.Breed.isin(['Labrador', 'Spaniel'])]
grp(D, 'cancellations labradors vs spaniels', ls_.groupby('Breed').size())
cc = g[g.Status == 'Cancelled']
row(D, 'which month had the most cancellations', *ties(cc.groupby(cc[WD].dt.month).size()))
w = ties(g.groupby(g[WD].dt.dayofweek).size(), 'min')
row(D, 'which weekday has the fewest walks booked', [DAYNAMES[k] for k in w[0]], w[1])
grp(D, 'completed walks per month', dn.groupby(ym(dn[WD])).size())
val(D, 'avg walk duration in minutes', g.mins.mean())
val(D, 'total price of completed walks', dn.Price.sum())
val(D, 'walks on 3 feb 2024', (g[WD] == '2024-02-03').sum())
val(D, 'walks picked up after 5pm', (g.pick > 1020).sum())
print('  (dog walks: durations of exactly 60:00:', (g.mins == 60).sum(), '; distances of exactly 5.0:', (g['Distance (km)'] == 5).sum(), '; pick-ups at 17:00:', (g.pick == 1020).sum(), ')')
val(D, 'walks longer than an hour', (g.mins > 60).sum())
val(D, 'walks over 5 km', (g['Distance (km)'] > 5).sum())
val(D, 'tips of $5 or more', (g.Tip >= 5).sum())
val(D, 'group walks by tomasz in march', ((g.Service == 'Group Walk') & (g.Walker == 'Tomasz Wolski') & (g[WD].dt.month == 3)).sum())
val(D, 'avg price of walks for bear', g[g.Dog == 'Bear'].Price.mean())
val(D, 'how many walks have no tip', g.Tip.isna().sum())
lst(D, 'which columns have blanks', [c_ for c_ in gaps(g) if c_ != 'mins'])
dk = dn.dropna(subset=['Distance (km)', 'mins'])
grp(D, 'avg speed in km per hour by service', dk.groupby('Service')['Distance (km)'].sum() / (dk.groupby('Service').mins.sum() / 60))
grp(D, 'pct of walks cancelled by walker', g.groupby('Walker').Status.apply(lambda s: (s == 'Cancelled').mean()))
val(D, 'tips as a pct of price on completed walks', 100 * dn.Tip.sum() / dn.Price.sum())
two(D, 'how much did we earn', dn.Price.sum(), dn.Price.sum() + dn.Tip.sum())
two(D, 'how many walks', len(g), len(dn))

# solar farm
D = 'p15_solar'
s = pd.read_csv(F + 'solar_farm_daily_2024.csv', keep_default_na=False, na_values=[''])
RDT, KWH, REV = 'Reading Date', 'Energy Output (kWh)', 'Export Revenue'
s[RDT] = pd.to_datetime(s[RDT], format='%Y-%m-%d')
s[KWH] = num_(s[KWH])
s[REV] = money(s[REV])
s['Availability'] = pctcol(s['Availability'])
val(D, 'total energy output', s[KWH].sum())
grp(D, 'readings by status', s.groupby('Status').size())
val(D, 'avg sunshine hours', s['Sunshine (hours)'].mean())
val(D, 'total export revenue', s[REV].sum())
val(D, 'how many inverters', s.Inverter.nunique())
row(D, 'which inverter produced the most', *ties(s.groupby('Inverter')[KWH].sum()))
row(D, 'which inverter had the biggest single day', extreme(s, KWH, 'Inverter')[0])
ft = s[s.Status == 'Fault']
row(D, 'which inverter had the most faults', *ties(ft.groupby('Inverter').size()))
row(D, 'hottest panel reading date', extreme(s, 'Panel Temp (°C)', RDT)[0])
val(D, 'how many times did an inverter break down', len(ft))
val(D, 'how much money did the south field make', s[s.Field == 'South Field'][REV].sum())
val(D, 'how much power did inv-03 generate in kwh', s[s.Inverter == 'INV-03'][KWH].sum())
val(D, 'how many times was an inverter down for servicing', (s.Status == 'Maintenance').sum())
grp(D, 'output north field vs south field', s.groupby('Field')[KWH].sum())
i56 = s[s.Inverter.isin(['INV-05', 'INV-06'])]
grp(D, 'avg output inv-05 vs inv-06', i56.groupby('Inverter')[KWH].mean())
val(D, 'how much more revenue in june than december', s[s[RDT].dt.month == 6][REV].sum() - s[s[RDT].dt.month == 12][REV].sum())
of = s[s.Status.isin(['Online', 'Fault'])]
grp(D, 'avg panel temp online vs fault', of.groupby('Status')['Panel Temp (°C)'].mean())
row(D, 'which month generated the most energy', *ties(s.groupby(s[RDT].dt.month)[KWH].sum()))
grp(D, 'energy output per month', s.groupby(ym(s[RDT]))[KWH].sum())
row(D, 'which month had the lowest avg availability', *ties(s.groupby(s[RDT].dt.month).Availability.mean(), 'min'))
grp(D, 'revenue by quarter', s.groupby('Q' + s[RDT].dt.quarter.astype(str))[REV].sum())
val(D, 'avg availability', s.Availability.mean())
val(D, 'avg energy output in kwh', s[KWH].mean())
val(D, 'output on 21 june 2024', s[s[RDT] == '2024-06-21'][KWH].sum())
val(D, 'export revenue after 1 october 2024', s[s[RDT] > '2024-10-01'][REV].sum())
print('  (solar: outputs of exactly 2,000:', (s[KWH] == 2000).sum(), '; availability of exactly 95%:', (s.Availability == 95).sum(), '; sunshine of exactly 8:', (s['Sunshine (hours)'] == 8).sum(), '; panel temp of exactly 35:', (s['Panel Temp (°C)'] == 35).sum(), ')')
val(D, 'readings over 2,000 kwh', (s[KWH] > 2000).sum())
val(D, 'readings with availability under 95%', (s.Availability < 95).sum())
val(D, 'days with more than 8 hours of sunshine', s[s['Sunshine (hours)'] > 8][RDT].nunique())
val(D, 'avg output of inv-01 in july in kwh', s[(s.Inverter == 'INV-01') & (s[RDT].dt.month == 7)][KWH].mean())
val(D, 'revenue from readings with panel temp above 35', s[s['Panel Temp (°C)'] > 35][REV].sum())
val(D, 'how many readings have no output', s[KWH].isna().sum())
lst(D, 'which columns have blanks', gaps(s))
sk = s.dropna(subset=[REV, KWH])
grp(D, 'revenue per kwh by month', sk.groupby(ym(sk[RDT]))[REV].sum() / sk.groupby(ym(sk[RDT]))[KWH].sum())
grp(D, 'pct of readings with a fault by inverter', s.groupby('Inverter').Status.apply(lambda x: (x == 'Fault').mean()))
nf = s[s.Field == 'North Field'].dropna(subset=[KWH, 'Sunshine (hours)'])
val(D, 'kwh per hour of sunshine for the north field', nf[KWH].sum() / nf['Sunshine (hours)'].sum())

# volunteer shifts
D = 'p15_volunteer'
v = pd.read_csv(F + 'volunteer_shifts_2024.csv', keep_default_na=False, na_values=['', 'n/a'])
SD, HW, EXP, KM = 'Shift Date', 'Hours Worked', 'Expenses Claimed', 'Travel Distance (km)'
v[SD] = pd.to_datetime(v[SD], format='%d.%m.%Y')
v[EXP] = money(v[EXP])
v['st'] = v.Start.str.slice(0, 2).astype(int) * 60 + v.Start.str.slice(3, 5).astype(int)
wk = v[v.Status == 'Worked']
grp(D, 'shifts by role', v.groupby('Role').size())
grp(D, 'shifts by site', v.groupby('Site').size())
val(D, 'total hours worked', v[HW].sum())
val(D, 'total expenses claimed', v[EXP].sum())
val(D, 'how many volunteers', v.Volunteer.nunique())
row(D, 'who worked the most hours', *ties(v.groupby('Volunteer')[HW].sum()))
ns = v[v.Status == 'No-show']
two(D, 'which volunteer missed the most shifts', ties(ns.groupby('Volunteer').size())[0], ties(v[v.Status != 'Worked'].groupby('Volunteer').size())[0])
row(D, 'longest shift', extreme(v, HW, 'Shift ID')[0])
row(D, 'biggest expense claim', *extreme(v, EXP, 'Shift ID'))
val(D, 'how many shifts did farah turn up for', (wk.Volunteer == 'Farah Aziz').sum())
val(D, 'how many times did someone not show up', len(ns))
val(D, 'how many hours did the drivers put in', v[v.Role == 'Driver'][HW].sum())
val(D, 'how much did we pay back in expenses at mill lane', v[v.Site == 'Mill Lane'][EXP].sum())
kw = v[v.Role.isin(['Kitchen', 'Warehouse'])]
grp(D, 'hours worked kitchen vs warehouse', kw.groupby('Role')[HW].sum())
hp = v[v.Site.isin(['Harbour Street', 'Park Road'])]
grp(D, 'avg expenses harbour street vs park road', hp.groupby('Site')[EXP].mean())
val(D, 'how many more shifts worked in december than august', (wk[SD].dt.month == 12).sum() - (wk[SD].dt.month == 8).sum())
jm = ns[ns.Volunteer.isin(['Jonah Pike', 'Mina Patel'])]
grp(D, 'no-shows jonah vs mina', jm.groupby('Volunteer').size())
row(D, 'which month had the most hours worked', *ties(v.groupby(v[SD].dt.month)[HW].sum()))
w = ties(v.groupby(v[SD].dt.dayofweek).size())
row(D, 'which weekday has the most shifts', [DAYNAMES[k] for k in w[0]], w[1])
grp(D, 'hours worked per month', v.groupby(ym(v[SD]))[HW].sum())
val(D, 'avg expense claim', v[EXP].mean())
val(D, 'shifts on 14 march 2024', (v[SD] == '2024-03-14').sum())
val(D, 'shifts starting at 9:30 or later', (v.st >= 570).sum())
val(D, 'expenses claimed in the first half of 2024', v[v[SD] < '2024-07-01'][EXP].sum())
print('  (volunteer: shifts of exactly 5 hours:', (v[HW] == 5).sum(), '; claims of exactly €10:', (v[EXP] == 10).sum(), '; trips of exactly 20 km:', (v[KM] == 20).sum(), ')')
val(D, 'shifts longer than 5 hours', (v[HW] > 5).sum())
val(D, 'claims over €10', (v[EXP] > 10).sum())
val(D, 'shifts where people travelled more than 20 km', (v[KM] > 20).sum())
val(D, 'gardening hours at park road in may', v[(v.Role == 'Gardening') & (v.Site == 'Park Road') & (v[SD].dt.month == 5)][HW].sum())
val(D, 'avg hours worked by kitchen volunteers in december', v[(v.Role == 'Kitchen') & (v[SD].dt.month == 12)][HW].mean())
val(D, 'how many shifts have no travel distance', v[KM].isna().sum())
lst(D, 'which columns have blanks', [c_ for c_ in gaps(v) if c_ != 'st'])
grp(D, 'pct of shifts that were no-shows by volunteer', v.groupby('Volunteer').Status.apply(lambda x: (x == 'No-show').mean()))
dr = v[v.Role == 'Driver'].dropna(subset=[EXP, KM])
val(D, 'expenses per km travelled for drivers', dr[EXP].sum() / dr[KM].sum())
grp(D, 'share of hours worked by site', share(v.groupby('Site')[HW].sum()))
two(D, 'how many shifts', len(v), len(wk))
print('  (status counts:', dict(b.Status.value_counts()), dict(r.Status.value_counts()), dict(g.Status.value_counts()), dict(s.Status.value_counts()), dict(v.Status.value_counts()), ')')
print('  (rows:', len(b), len(x), len(r), len(g), len(s), len(v), ')')

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
