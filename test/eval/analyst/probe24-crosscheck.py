"""Probe 24's data check: recomputes EVERY answerable expectation with pandas, and both readings of
each two-reading phrasing (and of each phrasing whose second reading the examiner found to agree),
reading the generated files as written (not the generator's rows), and compares them with
expected.json. Run with Debian's /usr/bin/python3 (pandas, openpyxl); see crosscheck.ts
(npx tsx test/eval/analyst/crosscheck.ts 24 <dir>)."""
import json, sys
import numpy as np
import pandas as pd
F = sys.argv[1].rstrip('/') + '/'
expected = json.load(open(F + 'expected.json'))
exp = {(e['data'], e['q']): e['expect'] for e in expected}
# The files' placeholders for a missing value; "None" (no craft) and "No Flags" are values, ">299" a reading off the scale, "NC" no charge.
NA = ['', 'n/a', 'N/A', '-', 'n/k', 'TBC']

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
def same(d, q, a, b):
    """A phrasing the examiner reads one way, with a second reading a reader might try: both must give the same figure."""
    if abs(a - b) < 1e-9: val(d, q, a)
    else: checks.append((d, q, 'readings differ', (float(a), float(b))))
def money(col):
    """ "£1,234.50" as a number ("-", "NC" and blanks stay missing)."""
    return pd.to_numeric(col.astype('string').str.replace(r'[£,]', '', regex=True), errors='coerce')
def clock(col):
    """ "14:35" as minutes after midnight."""
    parts = col.astype('string').str.extract(r'^(\d{1,2}):(\d{2})$')
    return parts[0].astype(float) * 60 + parts[1].astype(float)
def spell_minutes(col):
    """ "45 mins", "1 hr 5 mins", "1.5 hrs", "2 hrs 30 mins" as minutes."""
    parts = col.astype('string').str.extract(r'^(?:([\d.]+) hrs?)? ?(?:(\d+) mins)?$')
    out = parts[0].astype(float).fillna(0) * 60 + parts[1].astype(float).fillna(0)
    return out.where(col.notna())
def gaps(df):
    return [c_ for c_ in df.columns if df[c_].isna().any()]
def ym(col):
    return col.dt.strftime('%Y-%m')
def rate(df, key, hit):
    return df.assign(_h=hit.astype(float)).groupby(key)['_h'].mean()

MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
DAYNAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']
def weekday_row(d, q, ser, how='max'):
    w = ties(ser, how)
    row(d, q, [DAYNAMES[int(k)] for k in w[0]], w[1], False)
HOLIDAYS = ['2023-04-07', '2023-04-10', '2023-05-01', '2023-05-08', '2023-05-29', '2023-08-28', '2023-12-25', '2023-12-26',
            '2024-01-01', '2024-03-29', '2024-04-01', '2024-05-06', '2024-05-27', '2024-08-26', '2024-12-25', '2024-12-26']

# skip hire
D = 'p24_skips'
sk = pd.read_csv(F + 'skip_hire_jobs_2024.csv', keep_default_na=False, na_values=NA)
raw_sk = list(sk.columns)
office = pd.to_datetime(sk['Delivery Date'], format='%d/%m/%Y', errors='coerce')
drivers = pd.to_datetime(sk['Delivery Date'], format='%d-%b-%y', errors='coerce')
sk['dd'] = office.fillna(drivers)
sk['col'] = pd.to_datetime(sk.Collected, format='%d/%m/%Y')
sk['yards'] = sk['Skip Size'].str.extract(r'^(\d+)yd$')[0].astype(float)
sk['price'] = money(sk['Hire Price'])
sk['permit_fee'] = money(sk['Permit Fee'])
sk['wt'] = sk['Weight at Tip (tonnes)']
sk['over'] = money(sk['Overweight £'])
sk['days'] = (sk.col - sk.dd).dt.days
limit = sk.yards.map({2: 1, 4: 2, 6: 3, 8: 4, 12: 3})
base = sk.yards.map({2: 125, 4: 180, 6: 235, 8: 280, 12: 345}) + (sk['Waste Type'] == 'Soil & Rubble') * 25
print('  (skips: delivered', sk.dd.min().date(), 'to', sk.dd.max().date(), '; every delivery date read:', bool((sk.dd.notna() == (sk.Status != 'Cancelled')).all()),
      '; written both ways:', int(office.notna().sum()), 'office,', int(drivers.notna().sum()), 'drivers; "TBC" exactly on hire:', bool(((sk.Collected.isna() & sk.dd.notna()) == (sk.Status == 'On Hire')).all()),
      '; Sundays delivered:', int((sk.dd.dt.dayofweek == 6).sum()), '; hire price = the size\'s price (soil £25 more), trade 10% off:', bool(((base * sk['Cust Type'].map({'Trade': 0.9, 'Domestic': 1})).round(2) == sk.price).all()),
      '; overweight = £85 a tonne over the limit, exactly when over:', bool((((sk.wt - limit) * 85).round(2).where(sk.wt > limit) .fillna(-1) == sk.over.fillna(-1)).all()),
      '; permit fee exactly when required:', bool((sk.permit_fee.notna() == (sk["Permit Req'd"] == 'Y')).all()), ')')
live = sk[sk.Status != 'Cancelled']
val(D, 'hire revenue excluding cancelled', live.price.sum())
grp(D, 'bookings by waste type', sk.groupby('Waste Type').size())
val(D, 'avg wieght per skip', sk.wt.mean())
val(D, 'how many trade customers', sk[sk['Cust Type'] == 'Trade'].Customer.nunique())
top(D, 'top 3 towns by bookings', sk.groupby('Town').size(), 3)
row(D, 'which driver shifted the most tonnage', *ties(sk.groupby('Driver').wt.sum()))
row(D, 'heaviest skip', *extreme(sk, 'wt', 'Job No'))
row(D, 'which waste type is heaviest on average', *ties(sk.groupby('Waste Type').wt.mean()))
by_sum, by_n = ties(sk.groupby('Customer').over.sum()), ties(sk.groupby('Customer').over.count())
row(D, 'which customer has run up the most overweight charges', sorted(set(by_sum[0]) & set(by_n[0])), None)
val(D, 'how many cancellations', (sk.Status == 'Cancelled').sum())
val(D, 'how many skips are still out', (sk.Status == 'On Hire').sum())
val(D, 'how many bookings needed a road permit', (sk["Permit Req'd"] == 'Y').sum())
val(D, 'how many skips went overweight', sk.over.notna().sum())
grp(D, 'trade vs domestic avg tonnage', sk.groupby('Cust Type').wt.mean())
gm = sk[sk.Driver.isin(['Gaz', 'Marek'])]
grp(D, 'gaz vs marek tonnage', gm.groupby('Driver').wt.sum())
cc = sk[sk['Paid By'].isin(['Card', 'Cash'])]
grp(D, 'card vs cash hire revenue', cc.groupby('Paid By').price.sum())
gs = sk[sk['Waste Type'].isin(['General', 'Soil & Rubble'])]
grp(D, 'general vs soil avg weight', gs.groupby('Waste Type').wt.mean())
row(D, 'which month did we drop off the most skips', *ties(sk.groupby(sk.dd.dt.month).size()), exact=False)
grp(D, 'deliveries by month', sk.groupby(ym(sk.dd)).size())
weekday_row(D, 'which day of the week do we collect most', sk.groupby(sk.col.dt.dayofweek).size())
val(D, 'skips delivered on 14 june', (sk.dd == '2024-06-14').sum())
val(D, 'avg days on hire for collected skips', sk.days.mean())
val(D, 'hire revenue for skips delivered in march', sk[sk.dd.dt.month == 3].price.sum())
val(D, 'tonnage collected in october', sk[sk.col.dt.month == 10].wt.sum())
print('  (skips: at exactly 2 tonnes:', (sk.wt == 2).sum(), '; on hire exactly 14 days:', (sk.days == 14).sum(), '; overweight exactly £50:', (sk.over == 50).sum(), ')')
val(D, 'skips over 2 tonnes', (sk.wt > 2).sum())
val(D, 'skips collected after more than 14 days', (sk.days > 14).sum())
same(D, '8 yard skips for trade customers', ((sk.yards == 8) & (sk['Cust Type'] == 'Trade')).sum(), ((live.yards == 8) & (live['Cust Type'] == 'Trade')).sum())
val(D, 'overweight charges of £50 or more', (sk.over >= 50).sum())
val(D, 'domestic bookings that needed a road permit', ((sk['Cust Type'] == 'Domestic') & (sk["Permit Req'd"] == 'Y')).sum())
val(D, 'how many jobs have no weight recorded', sk.wt.isna().sum())
lst(D, 'which columns have blanks', gaps(sk[raw_sk]))
grp(D, 'share of bookings by town', sk.groupby('Town').size() / len(sk))
grp(D, 'cancellation rate by customer type', rate(sk, 'Cust Type', sk.Status == 'Cancelled'))
val(D, 'what % of collected skips went overweight', 100 * sk.over.notna().sum() / (sk.Status == 'Collected').sum())
two(D, 'total revenue', sk.price.sum(), live.price.sum())
two(D, 'how many skips for mason', (sk.Customer == 'J Mason Roofing').sum(), (sk.Customer == 'Mason & Sons Building').sum())
two(D, 'how many jobs in december', (sk.dd.dt.month == 12).sum(), (sk.col.dt.month == 12).sum())

# inflatable hire (workbook)
D = 'p24_inflatables'
X = F + 'inflatable_hire_2024.xlsx'
kit = pd.read_excel(X, sheet_name='Kit', keep_default_na=False, na_values=NA)
bk = pd.read_excel(X, sheet_name='Bookings', keep_default_na=False, na_values=NA)
raw_bk = list(bk.columns)
kit['rate'] = money(kit['Day Rate'])
kit['cost'] = money(kit['Purchase Price'])
bk['date'] = pd.to_datetime(bk['Event Date'].str.replace(r'^(\d+)(?:st|nd|rd|th) ', r'\1 ', regex=True), format='%d %B %Y')
bk['fee'] = money(bk['Hire Fee'])
bk['deposit'] = money(bk.Deposit)
b = bk.merge(kit[['Unit Code', 'Unit Name', 'Category', 'rate', 'Indoor OK']], on='Unit Code', how='left')
discount = b['Event Type'].isin(['School Fete', 'Community Event'])
print('  (inflatables: events', bk.date.min().date(), 'to', bk.date.max().date(), '; every booking\'s unit on the Kit sheet:', bool(b.Category.notna().all()),
      '; hire fee = the day rate, 10% off for fetes and community events:', bool(((b.rate * np.where(discount, 0.9, 1)).round(2) == b.fee).all()),
      '; one booking per unit a day:', bool(not b.duplicated(['date', 'Unit Code']).any()), '; indoor only on units that may go indoors:', bool((b['Indoor OK'][b.Indoor == 'Y'] == 'Y').all()),
      '; miles exactly on completed deliveries:', bool((b['Delivery Miles'].notna() == ((b.Status == 'Completed') & (b['Customer Collect'] == 'N'))).all()), ')')
done = b[b.Status == 'Completed']
val(D, 'takings from completed hires', done.fee.sum())
grp(D, 'bookings by event type', b.groupby('Event Type').size())
val(D, 'avg delivery miles', b['Delivery Miles'].mean())
val(D, 'how many units have we got', len(kit))
top(D, 'top 3 towns by bookings', b.groupby('Town').size(), 3)
mb = ties(b.groupby('Unit Code').size())
row(D, 'most booked unit', mb[0] + list(kit.set_index('Unit Code')['Unit Name'][mb[0]]), mb[1])
row(D, 'which category brings in the most from completed hires', *ties(done.groupby('Category').fee.sum()))
dear = kit[kit.cost == kit.cost.max()]
row(D, 'most expensive unit to buy', list(dear['Unit Name']) + list(dear['Unit Code']), float(kit.cost.max()))
row(D, 'which customer books us most', *ties(b.groupby('Customer').size()))
val(D, 'how many weather refunds', (b.Status == 'Refunded').sum())
val(D, 'how many school fete bookings', (b['Event Type'] == 'School Fete').sum())
val(D, 'how many wedding bookings', (b['Event Type'] == 'Wedding').sum())
val(D, 'how many bookings were customer collect', (b['Customer Collect'] == 'Y').sum())
cs = b[b.Category.isin(['Castle', 'Slide'])]
grp(D, 'castles vs slides bookings', cs.groupby('Category').size())
grp(D, 'indoor vs outdoor bookings', b.groupby('Indoor').size())
jk = b[b['Setup By'].isin(['Jay', 'Kelly'])]
grp(D, 'jay vs kelly setups', jk.groupby('Setup By').size())
kc = kit[kit.Category.isin(['Castle', 'Slide'])]
grp(D, 'avg day rate castles vs slides', kc.groupby('Category').rate.mean())
every_, done_ = ties(b.groupby(b.date.dt.month).size()), ties(done.groupby(done.date.dt.month).size())
row(D, 'busiest month', sorted(set(every_[0]) & set(done_[0])), None, exact=False)
grp(D, 'bookings per month', b.groupby(ym(b.date)).size())
weekday_row(D, 'which day of the week gets the most bookings', b.groupby(b.date.dt.dayofweek).size())
val(D, 'bookings on 6th july', (b.date == '2024-07-06').sum())
val(D, 'takings in august from completed hires', done[done.date.dt.month == 8].fee.sum())
val(D, 'avg day rate', kit.rate.mean())
val(D, 'total purchase price of the kit', kit.cost.sum())
print('  (inflatables: deliveries of exactly 15 miles:', (b['Delivery Miles'] == 15).sum(), '; day rates of exactly £100:', (kit.rate == 100).sum(), '; units costing exactly £2,000:', (kit.cost == 2000).sum(), '; completed at exactly £150:', (done.fee == 150).sum(), ')')
val(D, 'deliveries over 15 miles', (b['Delivery Miles'] > 15).sum())
val(D, 'units with a day rate over £100', (kit.rate > 100).sum())
val(D, 'completed bookings over £150', (done.fee > 150).sum())
val(D, 'indoor birthday party bookings', ((b.Indoor == 'Y') & (b['Event Type'] == 'Birthday Party')).sum())
val(D, 'units that cost over £2k', (kit.cost > 2000).sum())
val(D, 'how many bookings have no delivery miles', b['Delivery Miles'].isna().sum())
lst(D, 'which columns on the bookings sheet have blanks', gaps(bk[raw_bk]))
grp(D, 'share of bookings by category', b.groupby('Category').size() / len(b))
grp(D, 'weather refund rate indoor vs outdoor', rate(b, 'Indoor', b.Status == 'Refunded'))
grp(D, 'bookings per unit by category', b.groupby('Category').size() / kit.groupby('Category').size())
two(D, 'how many cancellations', (b.Status == 'Cancelled').sum(), b.Status.isin(['Cancelled', 'Refunded']).sum())
two(D, 'total takings', done.fee.sum(), done.fee.sum() + b[b.Status == 'Cancelled'].deposit.sum())
two(D, 'avg hire fee', b.fee.mean(), done.fee.mean())

# PAT tester's log
D = 'p24_pat'
pt = pd.read_csv(F + 'pat_test_log_2024.csv', keep_default_na=False, na_values=NA)
pt['date'] = pd.to_datetime(pt['Test Date'], format='%d/%m/%y')
pt['eb'] = pt['Earth Bond (Ω)']
pt['ins'] = pd.to_numeric(pt['Insulation (MΩ)'], errors='coerce')
pt['retest'] = pt.Retest.str.extract(r'^(\d+) mths$')[0].astype(float)
pt['charge'] = money(pt.Charge)
tested = pt[pt.Result != 'Not Tested']
fails = pt[pt.Result == 'Fail']
print('  (pat: tested', pt.date.min().date(), 'to', pt.date.max().date(), '; weekends:', int((pt.date.dt.dayofweek >= 5).sum()), '; one row per asset:', bool(pt['Asset ID'].is_unique),
      '; earth bond exactly on tested class I items:', bool((pt.eb.notna() == ((pt.Class == 'I') & (pt.Result != 'Not Tested'))).all()), '; ">299" readings:', int((pt['Insulation (MΩ)'] == '>299').sum()),
      '; "NC" exactly when not tested:', bool(((pt.Charge == 'NC') == (pt.Result == 'Not Tested')).all()), '; one rate per site:', bool((pt.groupby('Site').charge.nunique() == 1).all()),
      '; a fail reason exactly on fails:', bool((pt['Fail Reason'].notna() == (pt.Result == 'Fail')).all()), ')')
val(D, 'total charges', pt.charge.sum())
grp(D, 'fails by appliance', fails.groupby('Appliance').size())
val(D, 'avg earth bond reading', pt.eb.mean())
val(D, 'how many sites', pt.Site.nunique())
top(D, 'top 3 sites by charges', pt.groupby('Site').charge.sum(), 3)
row(D, 'which site has the most fails', *ties(fails.groupby('Site').size()))
row(D, 'highest earth bond reading', *extreme(pt, 'eb', 'Asset ID'))
row(D, 'which engineer found the most fails', *ties(fails.groupby('Engineer').size()))
row(D, 'which appliance has the most fails', *ties(fails.groupby('Appliance').size()))
val(D, 'how many fails', len(fails))
val(D, 'how many fuses replaced', (pt['Fuse Replaced'] == 'Y').sum())
val(D, 'how many class 2 items', (pt.Class == 'II').sum())
val(D, 'how many couldnt be tested', (pt.Result == 'Not Tested').sum())
grp(D, 'rob vs dave fails', fails.groupby('Engineer').size())
kt = fails[fails.Appliance.isin(['Kettle', 'Toaster'])]
grp(D, 'kettles vs toasters fails', kt.groupby('Appliance').size())
grp(D, 'rob vs dave avg earth bond', pt.groupby('Engineer').eb.mean())
gr = pt[pt.Site.isin(['Greenacres Care Home', 'Riverside Lodge Care Home'])]
grp(D, 'greenacres vs riverside lodge charges', gr.groupby('Site').charge.sum())
every_, tested_ = ties(pt.groupby(pt.date.dt.month).size()), ties(tested.groupby(tested.date.dt.month).size())
row(D, 'busiest month', sorted(set(every_[0]) & set(tested_[0])), None, exact=False)
grp(D, 'charges by month', pt.groupby(ym(pt.date)).charge.sum())
every_, tested_ = ties(pt.groupby(pt.date.dt.dayofweek).size()), ties(tested.groupby(tested.date.dt.dayofweek).size())
row(D, 'which weekday do we test most', [DAYNAMES[int(k)] for k in sorted(set(every_[0]) & set(tested_[0]))], None, False)
val(D, 'fails in march', (fails.date.dt.month == 3).sum())
val(D, 'avg retest interval in months', pt.retest.mean())
val(D, 'charges in october', pt[pt.date.dt.month == 10].charge.sum())
val(D, 'how many on a 6 month retest', (pt.retest == 6).sum())
print('  (pat: earth bond of exactly 0.10:', (pt.eb == 0.1).sum(), '; insulation of exactly 2:', (pt.ins == 2).sum(), '; charged exactly £2:', (pt.charge == 2).sum(), ')')
val(D, 'earth bond readings over 0.1 ohms', (pt.eb > 0.1).sum())
val(D, 'insulation readings under 2 megohms', (pt.ins < 2).sum())
val(D, 'kettles with an earth bond over 0.1', ((pt.Appliance == 'Kettle') & (pt.eb > 0.1)).sum())
val(D, 'items charged £2 or more', (pt.charge >= 2).sum())
val(D, 'fails at the care homes', fails.Site.str.contains('Care Home').sum())
val(D, 'how many have no earth bond reading', pt.eb.isna().sum())
val(D, 'how many items have no insulation reading', pt['Insulation (MΩ)'].isna().sum())
grp(D, 'fail rate by site, tested items only', rate(tested, 'Site', tested.Result == 'Fail'))
grp(D, 'share of fails by reason', fails.groupby('Fail Reason').size() / len(fails))
val(D, 'what % of items are class II', 100 * (pt.Class == 'II').sum() / len(pt))
two(D, 'how many items at riverside', (pt.Site == 'Riverside Lodge Care Home').sum(), (pt.Site == 'Riverside Business Centre').sum())
two(D, 'how many extensions failed', (fails.Appliance == 'Extension Lead').sum(), fails.Appliance.isin(['Extension Lead', 'Extension Reel']).sum())
two(D, 'avg charge per item', pt.charge.mean(), pt.charge.fillna(0).mean())
two(D, 'avg insulation reading', pt.ins.mean(), pt.ins.where(pt['Insulation (MΩ)'] != '>299', 299)[pt['Insulation (MΩ)'].notna()].mean())

# council FOI register
D = 'p24_foi'
fo = pd.read_csv(F + 'foi_register_2023-24.csv', keep_default_na=False, na_values=NA)
raw_fo = list(fo.columns)
fo['rcv'] = pd.to_datetime(fo['Date Received'], format='%d-%b-%y')
fo['due'] = pd.to_datetime(fo['Due Date'], format='%d/%m/%Y')
fo['resp'] = pd.to_datetime(fo['Date Responded'], format='%d/%m/%Y')
fo['hours'] = spell_minutes(fo['Time Spent']) / 60
fo['cal'] = (fo.resp - fo.rcv).dt.days
answered = fo.resp.notna()
fo['work'] = np.nan
fo.loc[answered, 'work'] = np.busday_count((fo.rcv[answered] + pd.Timedelta(days=1)).values.astype('datetime64[D]'), (fo.resp[answered] + pd.Timedelta(days=1)).values.astype('datetime64[D]'), holidays=HOLIDAYS)
due_ok = np.busday_count((fo.rcv + pd.Timedelta(days=1)).values.astype('datetime64[D]'), (fo.due + pd.Timedelta(days=1)).values.astype('datetime64[D]'), holidays=HOLIDAYS)
print('  (foi: received', fo.rcv.min().date(), 'to', fo.rcv.max().date(), '; weekends received:', int((fo.rcv.dt.dayofweek >= 5).sum()), '; due 20 working days on:', bool((due_ok == 20).all()),
      '; late Y exactly when responded after the due date:', bool(((fo['Late?'] == 'Y') == (fo.resp > fo.due)).all()), '; every time spent read:', bool((fo.hours.notna() == fo['Time Spent'].notna()).all()),
      '; responded exactly when closed and not withdrawn:', bool((answered == ((fo.Status == 'Closed') & (fo.Outcome != 'Withdrawn'))).all()), '; exemptions only on refusals and part releases:', bool(fo.Outcome[fo.Exemption.notna()].isin(['Refused', 'Part released']).all()), ')')
val(D, 'total hours spent', fo.hours.sum())
grp(D, 'requests by directorate', fo.groupby('Directorate').size())
val(D, 'avg time spent in hours', fo.hours.mean())
val(D, 'how many requests', len(fo))
top(D, 'top 3 subjects', fo.groupby('Subject').size(), 3)
late = fo[fo['Late?'] == 'Y']
row(D, 'which directorate has the most late responses', *ties(late.groupby('Directorate').size()))
row(D, 'which handler spent the most hours', *ties(fo.groupby('Handler').hours.sum()))
row(D, 'which request had the most officer time', *extreme(fo, 'hours', 'FOI Ref'))
row(D, 'which requester type has the most refusals', *ties(fo[fo.Outcome == 'Refused'].groupby('Requester Type').size()))
val(D, 'how many from journalists', (fo['Requester Type'] == 'Journalist').sum())
val(D, 'how many still open', (fo.Status == 'Open').sum())
val(D, 'how many went to internal reveiw', (fo['Internal Review'] == 'Y').sum())
val(D, 'how many were not held', (fo.Outcome == 'Not held').sum())
jp = fo[fo['Requester Type'].isin(['Journalist', 'Member of Public'])]
grp(D, 'journalists vs public avg hours', jp.groupby('Requester Type').hours.mean())
pp = late[late.Directorate.isin(['Place', 'People'])]
grp(D, 'place vs people late responses', pp.groupby('Directorate').size())
km = fo[fo.Handler.isin(['KB', 'MJ'])]
grp(D, 'kb vs mj requests', km.groupby('Handler').size())
ex = fo[fo.Exemption.isin(['s.40', 's.43'])]
grp(D, 's.40 vs s.43 exemptions', ex.groupby('Exemption').size())
row(D, 'which month did we get the most requests', *ties(fo.groupby(fo.rcv.dt.month).size()), exact=False)
grp(D, 'responses by month', fo.groupby(ym(fo.resp)).size())
weekday_row(D, 'which weekday do most requests come in', fo.groupby(fo.rcv.dt.dayofweek).size())
print('  (foi: Junes received:', sorted(fo.rcv[fo.rcv.dt.month == 6].dt.year.unique()), '; Mays due:', sorted(fo.due[fo.due.dt.month == 5].dt.year.unique()), ')')
val(D, 'requests received on 19 june', (fo.rcv == '2023-06-19').sum())
val(D, 'requests due in may', (fo.due.dt.month == 5).sum())
val(D, 'how many responded in 2024', (fo.resp.dt.year == 2024).sum())
val(D, 'requests received in february', (fo.rcv.dt.month == 2).sum())
print('  (foi: exactly 5 hrs:', (fo.hours == 5).sum(), '; exactly 30 mins:', (fo.hours == 0.5).sum(), '; responded on the due date:', (fo.resp == fo.due).sum(), ')')
val(D, 'requests that took over 5 hrs', (fo.hours > 5).sum())
val(D, 'requests with under 30 mins spent', (fo.hours < 0.5).sum())
val(D, 'late responses from housing', ((fo['Late?'] == 'Y') & (fo.Directorate == 'Housing')).sum())
val(D, 'refusals under s.12', ((fo.Outcome == 'Refused') & (fo.Exemption == 's.12')).sum())
val(D, 'responded after the due date', (fo.resp > fo.due).sum())
val(D, 'how many have no response date', fo.resp.isna().sum())
lst(D, 'which columns have blanks', gaps(fo[raw_fo]))
resp_ = fo[fo['Late?'].notna()]
grp(D, '% of responses that were late by directorate', rate(resp_, 'Directorate', resp_['Late?'] == 'Y'))
grp(D, 'share of requests by requester type', fo.groupby('Requester Type').size() / len(fo))
val(D, 'what % of requests went to internal review', 100 * (fo['Internal Review'] == 'Y').sum() / len(fo))
two(D, 'how many released', (fo.Outcome == 'Released in full').sum(), fo.Outcome.isin(['Released in full', 'Part released']).sum())
two(D, 'avg days to respond', fo.cal.mean(), fo.work.mean())
two(D, 'avg time per request', fo.hours.mean(), fo.cal.mean())

# beach lifeguard incident log
D = 'p24_lifeguards'
lg = pd.read_csv(F + 'lifeguard_incidents_2022-2024.csv', keep_default_na=False, na_values=NA)
raw_lg = list(lg.columns)
first_ = pd.to_datetime(lg.Date, format='%d/%m/%Y', errors='coerce')
later_ = pd.to_datetime(lg.Date, format='%d %b %Y', errors='coerce')
lg['date'] = first_.fillna(later_)
lg['time'] = clock(lg.Time)
lg['mins'] = spell_minutes(lg.Duration)
lg['age'] = lg['Casualty Age']
lg['water'] = lg['Water Temp (°C)']
print('  (lifeguards: dates', lg.date.min().date(), 'to', lg.date.max().date(), '; every date read:', bool(lg.date.notna().all()), '; "dd/mm/yyyy" in 2022 only:', bool((first_.notna() == (lg.date.dt.year == 2022)).all()),
      '; months:', sorted(lg.date.dt.month.unique()), '; every duration read:', bool((lg.mins > 0).all()), '; one water temperature a day:', bool((lg.groupby('date').water.nunique() == 1).all()),
      '; numbered in each season:', bool((lg['Incident No'].str[2:4].astype(int) == lg.date.dt.year % 100).all()), ')')
rescues = lg[lg['Incident Type'] == 'Rescue']
grp(D, 'incidents by beach', lg.groupby('Beach').size())
val(D, 'avg casualty age', lg.age.mean())
val(D, 'total casualties', lg.Casualties.sum())
val(D, 'how many incidents', len(lg))
top(D, 'top 3 lifeguards by incidents', lg.groupby('Lead Lifeguard').size(), 3)
row(D, 'which beach has the most rescues', *ties(rescues.groupby('Beach').size()))
row(D, 'longest incident', *extreme(lg, 'mins', 'Incident No'))
row(D, 'which craft is used most for rescues', *ties(rescues.groupby('Craft Used').size()))
row(D, 'oldest casualty', *extreme(lg, 'age', 'Incident No'))
val(D, 'how many lost kids', (lg['Incident Type'] == 'Lost Child').sum())
val(D, 'how many false alarms', (lg.Outcome == 'Stood Down').sum())
val(D, 'how many times did we call an ambulance', (lg['Ambulance Called'] == 'Y').sum())
val(D, 'how many jet ski launches', (lg['Craft Used'] == 'RWC').sum())
ns = lg[lg.Beach.isin(['North Sands', 'South Sands'])]
grp(D, 'north sands vs south sands incidents', ns.groupby('Beach').size())
grp(D, 'men vs women avg age', lg.groupby('Sex').age.mean())
rb = lg[lg['Craft Used'].isin(['Rescue Board', 'RWC'])]
grp(D, 'rescue board vs rwc avg duration', rb.groupby('Craft Used').mins.mean())
ry = lg[lg.Flags.isin(['Red', 'Red & Yellow'])]
grp(D, 'red flag vs red and yellow incidents', ry.groupby('Flags').size())
row(D, 'which month is busiest', *ties(lg.groupby(lg.date.dt.month).size()), exact=False)
grp(D, 'incidents per year', lg.groupby(lg.date.dt.year).size())
hr = ties(lg.groupby((lg.time // 60).astype(int)).size())
row(D, 'busiest time of day', [f'{int(h):02d}:00' for h in hr[0]], hr[1], exact=False)
val(D, 'incidents in august 2023', ((lg.date.dt.year == 2023) & (lg.date.dt.month == 8)).sum())
val(D, 'avg incident duration in mins', lg.mins.mean())
val(D, 'incidents on 13 aug 2022', (lg.date == '2022-08-13').sum())
val(D, 'first aid cases in 2024', ((lg['Incident Type'] == 'First Aid') & (lg.date.dt.year == 2024)).sum())
print('  (lifeguards: water at exactly 14:', (lg.water == 14).sum(), '; exactly an hour:', (lg.mins == 60).sum(), '; rescues at exactly 20 mph:', (rescues['Wind (mph)'] == 20).sum(), '; aged exactly 12:', (lg.age == 12).sum(), ')')
val(D, 'incidents when the water was below 14 degrees', (lg.water < 14).sum())
val(D, 'incidents lasting more than an hour', (lg.mins > 60).sum())
val(D, 'rescues in winds over 20 mph', (rescues['Wind (mph)'] > 20).sum())
val(D, 'incidents where the casualty was under 12', (lg.age < 12).sum())
val(D, 'rescues with 2 or more casualties', (rescues.Casualties >= 2).sum())
val(D, 'how many with no casualty age', lg.age.isna().sum())
lst(D, 'which columns have blanks', gaps(lg[raw_lg]))
grp(D, 'share of incidents by type', lg.groupby('Incident Type').size() / len(lg))
grp(D, 'ambulance rate by incident type', rate(lg, 'Incident Type', lg['Ambulance Called'] == 'Y'))
grp(D, 'avg casualties per incident by beach', lg.groupby('Beach').Casualties.mean())
two(D, 'how many incidents did tom lead', (lg['Lead Lifeguard'] == 'Tom Hughes').sum(), (lg['Lead Lifeguard'] == 'Tom Barker').sum())
two(D, 'avg water temp', lg.water.mean(), lg.groupby('date').water.first().mean())
two(D, 'how many people did we help', lg.Casualties.sum(), len(lg))
print('  (statuses:', dict(sk.Status.value_counts()), dict(b.Status.value_counts()), dict(pt.Result.value_counts()), dict(fo.Outcome.value_counts(dropna=False)), dict(lg.Outcome.value_counts()), ')')
print('  (rows:', len(sk), len(kit), len(bk), len(pt), len(fo), len(lg), ')')

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
        # pandas names every tied label; the expectation lists each with its spellings (months, weekdays, hours, a name beside its code).
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
    elif kind == 'readings differ':
        good = False
    print(('OK  ' if good else 'DIFF'), f'[{data}] {q_}: pandas {got if kind not in ("groups", "top") else "…"}' + ('' if good else f'  expected {e_}'))
    ok += good; bad += not good
answerable = [(x['data'], x['q']) for x in expected if x['expect']['kind'] != 'refuse']
missing = [k_ for k_ in answerable if k_ not in seen]
for k_ in missing: print('NOT CHECKED', k_)
two_readings = sum(1 for _, _, kind, _ in checks if kind == 'two readings')
print(f'{ok} questions agree, {bad} differ; {figures} figures compared; {len(answerable) - len(missing)}/{len(answerable)} answerable questions checked; {two_readings} two-reading refusals found to differ')
sys.exit(1 if bad or missing else 0)
