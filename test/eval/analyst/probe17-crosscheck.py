"""Probe 17's data check: recomputes EVERY answerable expectation with pandas, and both readings of
each two-reading refusal, reading the generated files as written (not the generator's rows), and
compares them with expected.json. Run with Debian's /usr/bin/python3 (pandas, openpyxl); see
crosscheck.ts (npx tsx test/eval/analyst/crosscheck.ts 17 <dir>)."""
import json, re, sys
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
    """ "$1,234.50", "£12.00", "€1,850.00" as a number (blank, "-" and "n/a" stay missing)."""
    return col.astype('string').str.replace(r'[$£€,]', '', regex=True).astype(float)
def pctcol(col):
    """ "92%" as 92 (blank stays missing)."""
    return col.astype('string').str.rstrip('%').astype(float)
def num_(col):
    """ "1,245.5" as a number."""
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
def qtr(col):
    return 'Q' + col.dt.quarter.astype(str)
def rate(df, key, hit):
    return df.assign(_h=hit.astype(float)).groupby(key)['_h'].mean()

MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
DAYNAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']
def weekday_row(d, q, ser, how='max'):
    w = ties(ser, how)
    row(d, q, [DAYNAMES[k] for k in w[0]], w[1])

# fish auction (workbook)
D = 'p17_fish'
fl = pd.read_excel(F + 'harbour_fish_auction_2024.xlsx', sheet_name='Landings', keep_default_na=False, na_values=NA)
fb = pd.read_excel(F + 'harbour_fish_auction_2024.xlsx', sheet_name='Boats', keep_default_na=False, na_values=NA)
AD, KG, PR, LV = 'Auction Date', 'Landed Weight (kg)', 'Price (€/kg)', 'Lot Value'
fl[KG] = num_(fl[KG])
fl[PR] = money(fl[PR])
fl[LV] = money(fl[LV])
fl['t'] = hm(fl['Sale Time'])
fl = fl.merge(fb[['Boat Code', 'Boat Name', 'Home Port', 'Length (m)']], on='Boat Code', how='left')
fs = fl[fl.Status == 'Sold']
grp(D, 'number of lots per species', fl.groupby('Species').size())
val(D, 'total kg landed', fl[KG].sum())
val(D, 'avg boxes per lot', fl.Boxes.mean())
print('  (fish: boats with lots', fl['Boat Code'].nunique(), ', boats on the Boats sheet', len(fb), ')')
val(D, 'how many boats sell here', fl['Boat Code'].nunique())
val(D, 'total value of lots sold', fl[LV].sum())
w = ties(fl.groupby('Boat Code')[KG].sum())
row(D, 'which boat landed the most fish', w[0], w[1])
row(D, 'which lot fetched the best price per kilo', *extreme(fl, PR, 'Lot No'))
row(D, 'which buyer spent the most with us', *ties(fl.groupby('Buyer')[LV].sum()))
row(D, 'biggest single lot by weight', *extreme(fl, KG, 'Lot No'))
val(D, 'how many lots did the inspector reject', (fl.Status == 'Condemned').sum())
val(D, 'how much cod came in', fl[fl.Species == 'Cod'][KG].sum())
val(D, 'how many lots were pulled from the sale', (fl.Status == 'Withdrawn').sum())
val(D, 'what did the morning star make', fl[fl['Boat Name'] == 'Morning Star'][LV].sum())
ch = fl[fl.Species.isin(['Cod', 'Haddock'])]
grp(D, 'kilos of cod vs haddock', ch.groupby('Species')[KG].sum())
jd = fl[fl[AD].dt.month.isin([6, 12])]
grp(D, 'kg landed june vs december', jd.groupby(jd[AD].dt.month.map(lambda m: MONTHS[m - 1]))[KG].sum())
q13 = fs[fs[AD].dt.quarter.isin([1, 3])]
grp(D, 'lots sold q1 vs q3', q13.groupby(qtr(q13[AD])).size())
kp = fl[fl['Home Port'].isin(['Kilrush', 'Port Aron'])]
grp(D, 'kilrush boats vs port aron boats sales value', kp.groupby('Home Port')[LV].sum())
mk = fl[fl.Species == 'Mackerel']
row(D, 'what month did we land the most mackerel', *ties(mk.groupby(mk[AD].dt.month)[KG].sum()))
weekday_row(D, 'which weekday sees the most lots', fl.groupby(fl[AD].dt.dayofweek).size())
grp(D, 'sales value month by month', fl.groupby(ym(fl[AD]))[LV].sum())
val(D, 'kilos landed on 2 april', fl[fl[AD] == '2024-04-02'][KG].sum())
print('  (fish: lots sold at exactly 06:00:', (fl.t == 360).sum(), '; exactly 500 kg:', (fl[KG] == 500).sum(), '; exactly €10/kg:', (fl[PR] == 10).sum(), ')')
val(D, 'value of lots sold before 6am', fl[fl.t < 360][LV].sum())
val(D, 'avg lot value for langoustines', fl[fl.Species == 'Langoustine'][LV].mean())
val(D, 'takings in september', fl[fl[AD].dt.month == 9][LV].sum())
val(D, 'lots over 500 kg', (fl[KG] > 500).sum())
val(D, 'lots that went for more than €10 a kilo', (fl[PR] > 10).sum())
val(D, 'lots of 20 boxes or more', (fl.Boxes >= 20).sum())
val(D, 'grade a hake bought by mareva in july', ((fl.Species == 'Hake') & (fl.Grade == 'A') & (fl.Buyer == 'Mareva Export') & (fl[AD].dt.month == 7)).sum())
val(D, 'kg of sole landed by boats over 15 m', fl[(fl.Species == 'Sole') & (fl['Length (m)'] > 15)][KG].sum())
val(D, 'how many lots went without a buyer', fl.Buyer.isna().sum())
lst(D, 'which fields have empty cells', [c_ for c_ in gaps(fl) if c_ not in ('t', 'Boat Name', 'Home Port', 'Length (m)')])
vk = fl.dropna(subset=[LV, KG])
grp(D, 'value per kilo by species', vk.groupby('Species')[LV].sum() / vk.groupby('Species')[KG].sum())
grp(D, "what % of each boat's lots got condemned", rate(fl, 'Boat Code', fl.Status == 'Condemned'))
grp(D, 'kg per box for each species', fl.groupby('Species')[KG].sum() / fl.groupby('Species').Boxes.sum())
two(D, "what's the avg price per kilo", fl[PR].mean(), vk[LV].sum() / vk[KG].sum())

# hive inspections
D = 'p17_apiary'
h = pd.read_csv(F + 'hive_inspections.csv', keep_default_na=False, na_values=NA)
ID, MI, HO, SY, AT = 'Inspection Date', 'Varroa Drop (mites/day)', 'Honey Taken (kg)', 'Syrup Fed (L)', 'Air Temp'
h[ID] = pd.to_datetime(h[ID], format='%d.%m.%Y')
h[AT] = h[AT].astype('string').str.replace('°C', '', regex=False).astype(float)
sw = h[h['Colony Status'] == 'Swarmed']
ql = h[h['Colony Status'] == 'Queenless']
val(D, 'how many hives have we got', h.Hive.nunique())
grp(D, 'inspections per apiary', h.groupby('Apiary').size())
val(D, 'total honey taken', h[HO].sum())
val(D, 'avg mite drop', h[MI].mean())
val(D, 'total syrup fed in litres', h[SY].sum())
row(D, 'which hive gave us the most honey', *ties(h.groupby('Hive')[HO].sum()))
row(D, 'which hive had the worst mite reading', *extreme(h, MI, 'Hive'))
row(D, 'who recorded queenless the most times', *ties(ql.groupby('Inspector').size()))
row(D, 'which apiary lost the most swarms', *ties(sw.groupby('Apiary').size()))
val(D, 'how many times were the bees aggressive', (h.Temperament == 'Defensive').sum())
val(D, "how many times didn't we spot the queen", (h['Queen Seen'] == 'No').sum())
val(D, 'how much honey came off the heath', h[h.Apiary == 'Heath'][HO].sum())
val(D, 'how much syrup did june give them', h[h.Inspector == 'June Okafor'][SY].sum())
grp(D, 'honey 2023 vs 2024', h.groupby(h[ID].dt.year)[HO].sum())
oh = h[h.Apiary.isin(['Old Mill', 'Hillcrest'])]
grp(D, 'avg brood frames old mill vs hillcrest', oh.groupby('Apiary')['Brood Frames'].mean())
ol = h[(h.Apiary == 'Orchard Lane') & h.Temperament.isin(['Calm', 'Nervous'])]
grp(D, 'calm vs nervous inspections at orchard lane', ol.groupby('Temperament').size())
gr_ = h[h.Inspector.isin(['Gwen Ashby', 'Rafael Ortiz'])]
grp(D, 'avg mite drop gwen vs rafael', gr_.groupby('Inspector')[MI].mean())
row(D, 'what month of the year is the honey harvest biggest', *ties(h.groupby(h[ID].dt.month)[HO].sum()))
h24 = h[h[ID].dt.year == 2024]
grp(D, 'avg mite drop per month in 2024', h24.groupby(ym(h24[ID]))[MI].mean())
row(D, 'which month of the year do swarms happen most', *ties(sw.groupby(sw[ID].dt.month).size()))
val(D, 'how many hives did we open up on 14 june 2024', (h[ID] == '2024-06-14').sum())
val(D, 'avg air temp during inspections', h[AT].mean())
val(D, 'honey taken in august 2023', h[(h[ID].dt.year == 2023) & (h[ID].dt.month == 8)][HO].sum())
val(D, 'how many inspections since 1 september 2024', (h[ID] >= '2024-09-01').sum())
print('  (apiary: mite drop of exactly 10:', (h[MI] == 10).sum(), '; air temp of exactly 15:', (h[AT] == 15).sum(), '; harvests of exactly 20 kg:', (h[HO] == 20).sum(), '; inspections on 1 Sep 2024:', (h[ID] == '2024-09-01').sum(), ')')
val(D, 'inspections with a mite drop above 10 a day', (h[MI] > 10).sum())
val(D, 'inspections done below 15°C', (h[AT] < 15).sum())
val(D, 'harvests over 20 kg', (h[HO] > 20).sum())
val(D, 'inspections with 8+ frames of brood in may 2024', ((h['Brood Frames'] >= 8) & (h[ID].dt.year == 2024) & (h[ID].dt.month == 5)).sum())
val(D, 'kg of honey from hillcrest in 2024', h24[h24.Apiary == 'Hillcrest'][HO].sum())
val(D, 'count of inspections with the mite count missing', h[MI].isna().sum())
lst(D, 'which columns are missing data', gaps(h))
grp(D, 'honey per hive by apiary', h.groupby('Apiary')[HO].sum() / h.groupby('Apiary').Hive.nunique())
grp(D, 'pct of inspections where the queen was seen, by inspector', rate(h, 'Inspector', h['Queen Seen'] == 'Yes'))
grp(D, 'what fraction of the honey came from each apiary', share(h.groupby('Apiary')[HO].sum()))
two(D, 'how many colonies swarmed', len(sw), sw.Hive.nunique())
last = h.sort_values(ID, kind='stable').groupby('Hive').tail(1)
two(D, 'how many hives are queenless', ql.Hive.nunique(), (last['Colony Status'] == 'Queenless').sum())

# translation jobs
D = 'p17_translation'
j = pd.read_csv(F + 'translation_jobs.csv', keep_default_na=False, na_values=NA)
RD, WC, RT, AB, QA = 'Received', 'Word Count', 'Rate ($/word)', 'Amount Billed', 'QA Score'
for c_ in (RD, 'Deadline', 'Delivered'):
    j[c_] = pd.to_datetime(j[c_], format='%b %d, %Y')
j[WC] = num_(j[WC])
j[RT] = money(j[RT])
j[AB] = money(j[AB])
j[QA] = pctcol(j[QA])
dl = j[j.Status == 'Delivered']
grp(D, 'jobs per client', j.groupby('Client').size())
val(D, 'total word count', j[WC].sum())
val(D, 'avg qa score', j[QA].mean())
val(D, 'how many translators do we use', j.Translator.nunique())
val(D, 'total billed', j[AB].sum())
row(D, 'which client sends us the most words', *ties(j.groupby('Client')[WC].sum()))
row(D, 'biggest job by word count', *extreme(j, WC, 'Job ID'))
row(D, 'which translator has the best avg qa score', *ties(j.groupby('Translator')[QA].mean()))
two(D, 'which language do we translate into most', ties(j.groupby('Target Language').size())[0], ties(j.groupby('Target Language')[WC].sum())[0])
val(D, 'how many jobs did clients call off', (j.Status == 'Cancelled').sum())
val(D, 'how many jobs are still being worked on', (j.Status == 'In Progress').sum())
val(D, 'how many rush jobs for lumen legal', ((j.Rush == 'Yes') & (j.Client == 'Lumen Legal')).sum())
val(D, 'how much did we bill the pharma client', j[j.Client.str.contains('Pharma')][AB].sum())
lm = j[j.Subject.isin(['Legal', 'Marketing'])]
grp(D, 'avg rate per word legal vs marketing', lm.groupby('Subject')[RT].mean())
grp(D, 'jobs received 2023 vs 2024', j.groupby(j[RD].dt.year).size())
gf = j[j['Target Language'].isin(['German', 'French'])]
grp(D, 'words into german vs into french', gf.groupby('Target Language')[WC].sum())
kn = j[j.Client.isin(['Kito Games', 'Nordpeak Outdoor'])]
grp(D, 'billed kito games vs nordpeak', kn.groupby('Client')[AB].sum())
row(D, 'which month of the year do we get the most jobs', *ties(j.groupby(j[RD].dt.month).size()))
j24 = j[j[RD].dt.year == 2024]
grp(D, 'words received per quarter in 2024', j24.groupby(qtr(j24[RD]))[WC].sum())
weekday_row(D, 'which weekday do most jobs come in', j.groupby(j[RD].dt.dayofweek).size())
val(D, 'jobs received on 5 march 2024', (j[RD] == '2024-03-05').sum())
val(D, 'total billed for jobs received in july 2023', j[(j[RD].dt.year == 2023) & (j[RD].dt.month == 7)][AB].sum())
val(D, 'avg rate per word for medical', j[j.Subject == 'Medical'][RT].mean())
val(D, 'jobs due before 1 feb 2024', (j.Deadline < '2024-02-01').sum())
print('  (translation: exactly 10,000 words:', (j[WC] == 10000).sum(), '; exactly $0.15:', (j[RT] == 0.15).sum(), '; QA exactly 80:', (j[QA] == 80).sum(), '; due exactly 1 Feb 2024:', (j.Deadline == '2024-02-01').sum(), ')')
val(D, 'jobs over 10,000 words', (j[WC] > 10000).sum())
val(D, 'jobs at more than $0.15 a word', (j[RT] > 0.15 + 1e-9).sum())
val(D, 'qa scores under 80%', (j[QA] < 80).sum())
val(D, 'rush jobs billed over $2,000', ((j.Rush == 'Yes') & (j[AB] > 2000)).sum())
val(D, 'jobs delivered from english into spanish in 2024', ((dl['Source Language'] == 'English') & (dl['Target Language'] == 'Spanish') & (dl.Delivered.dt.year == 2024)).sum())
val(D, 'how many jobs were never qa checked', j[QA].isna().sum())
lst(D, 'which columns have gaps', gaps(j))
grp(D, 'pct of delivered jobs that were late by translator', rate(dl, 'Translator', dl.Delivered > dl.Deadline))
grp(D, 'how many days do jobs take on average, per subject', dl.assign(days=(dl.Delivered - dl[RD]).dt.days).groupby('Subject').days.mean())
bw = j.dropna(subset=[AB, WC])
grp(D, 'what do we actually earn per word by client', bw.groupby('Client')[AB].sum() / bw.groupby('Client')[WC].sum())
two(D, 'how much did german jobs bring in', j[j['Target Language'] == 'German'][AB].sum(), j[j['Source Language'] == 'German'][AB].sum())

# gritting runs
D = 'p17_gritting'
g = pd.read_csv(F + 'gritting_runs.csv', keep_default_na=False, na_values=NA)
GD, SA, KM, RO, FU = 'Date', 'Salt Used (t)', 'Distance (km)', 'Road Temp (°C)', 'Fuel Cost'
g[GD] = pd.to_datetime(g[GD], format='%d/%m/%y')
g[FU] = money(g[FU])
st = pd.to_datetime(g['Start Time'], format='%I:%M %p')
g['st'] = st.dt.hour * 60 + st.dt.minute
def span(v):
    if pd.isna(v): return float('nan')
    m = re.fullmatch(r'(\d+)h (\d+)m', v)
    return float(int(m.group(1)) * 60 + int(m.group(2)))
g['mins'] = g.Duration.map(span)
gc = g[g.Status == 'Completed']
grp(D, 'completed runs per route', gc.groupby('Route').size())
val(D, 'how much salt have we spread altogether', g[SA].sum())
val(D, 'avg road temp', g[RO].mean())
val(D, 'how many drivers', g.Driver.nunique())
val(D, 'overall fuel bill', g[FU].sum())
row(D, 'which route gets the most salt', *ties(g.groupby('Route')[SA].sum()))
row(D, 'coldest run we did', *extreme(g, RO, 'Run Ref', 'min'))
row(D, 'which driver covered the most km', *ties(g.groupby('Driver')[KM].sum()))
row(D, 'longest run by distance', *extreme(g, KM, 'Run Ref'))
val(D, 'how many runs got scrubbed', (g.Status == 'Cancelled').sum())
val(D, 'how many runs were abandoned part way', (g.Status == 'Abandoned').sum())
val(D, 'how much salt went on the hill villages', g[g.Route == 'Hill Villages'][SA].sum())
print('  (gritting: cancelled snow-clearing runs:', ((g['Run Type'] == 'Snow Clearing') & (g.Status == 'Cancelled')).sum(), ')')
val(D, 'how many times did we plough snow', ((g['Run Type'] == 'Snow Clearing') & (g.Status != 'Cancelled')).sum())
dd = g[g[GD].dt.month == 12]
grp(D, 'salt dec 2023 vs dec 2024', dd.groupby(ym(dd[GD]))[SA].sum())
ns = g[g.Route.isin(['North Primary', 'South Primary'])]
grp(D, 'avg distance north primary vs south primary', ns.groupby('Route')[KM].mean())
g24 = g[g.Gritter.isin(['G2', 'G4'])]
grp(D, 'fuel cost g2 vs g4', g24.groupby('Gritter')[FU].sum())
grp(D, 'avg road temp precautionary vs snow clearing', g.groupby('Run Type')[RO].mean())
row(D, 'which month of the year takes the most salt', *ties(g.groupby(g[GD].dt.month)[SA].sum()))
row(D, 'what hour do most runs start', *ties(g.groupby(g.st // 60).size()))
grp(D, 'how much salt did we put down each month', g.dropna(subset=[SA]).groupby(ym(g.dropna(subset=[SA])[GD]))[SA].sum())
val(D, 'salt used on 12 jan 2024', g[g[GD] == '2024-01-12'][SA].sum())
val(D, 'avg duration of a completed run in minutes', gc.mins.mean())
val(D, 'fuel cost in february 2025', g[(g[GD].dt.year == 2025) & (g[GD].dt.month == 2)][FU].sum())
print('  (gritting: starts at exactly 10:00 PM:', (g.st == 1320).sum(), '; road at exactly -3.0:', (g[RO] == -3).sum(), '; exactly 5.00 t:', (g[SA] == 5).sum(), '; exactly 2h 00m:', (g.mins == 120).sum(), ')')
val(D, 'runs starting after 10pm', (g.st > 1320).sum())
val(D, 'runs where the road was below -3°C', (g[RO] < -3).sum())
val(D, 'runs using more than 5 tonnes', (g[SA] > 5).sum())
val(D, 'runs over 2 hours', (g.mins > 120).sum())
val(D, 'salt spread by mo on the ring road in january 2025', g[(g.Driver == 'Mo Hussain') & (g.Route == 'Ring Road') & (g[GD].dt.year == 2025) & (g[GD].dt.month == 1)][SA].sum())
val(D, 'runs at a spread rate of 20 g/m2', (g['Spread Rate (g/m2)'] == 20).sum())
val(D, 'how many runs are missing a road temp reading', g[RO].isna().sum())
lst(D, 'which columns have missing values', [c_ for c_ in gaps(g) if c_ not in ('st', 'mins')])
grp(D, 'salt per km on each route', g.groupby('Route')[SA].sum() / g.groupby('Route')[KM].sum())
gd = g.dropna(subset=['Driver'])
grp(D, "what % of each driver's runs were abandoned", rate(gd, 'Driver', gd.Status == 'Abandoned'))
grp(D, 'fuel cost per km for each gritter', g.groupby('Gritter')[FU].sum() / g.groupby('Gritter')[KM].sum())
w1 = g[(g[GD] >= '2023-11-01') & (g[GD] < '2024-05-01')][SA].sum()
w2 = g[(g[GD] >= '2024-11-01') & (g[GD] < '2025-05-01')][SA].sum()
print('  (gritting: salt in calendar 2024:', round(g[g[GD].dt.year == 2024][SA].sum(), 2), ')')
two(D, 'salt used in winter 2024', w1, w2)

# dive centre bookings
D = 'p17_dive'
v = pd.read_csv(F + 'dive_centre_bookings_2024.csv', keep_default_na=False, na_values=NA)
VD, DP, BT, WT, VI, PP = 'Date', 'Max Depth', 'Bottom Time (min)', 'Water Temp (°C)', 'Visibility (m)', 'Price Paid'
v[VD] = pd.to_datetime(v[VD], format='%a %d %b %Y')
v[DP] = v[DP].astype('string').str.replace(' m', '', regex=False).astype(float)
v[PP] = money(v[PP])
v['o2'] = v['O2 Mix'].astype('string').str.replace('Air', '21', regex=False).str.rstrip('%').astype(float)
v['air'] = v['Start Pressure (bar)'] - v['End Pressure (bar)']
v['dep'] = hm(v['Boat Departs'])
grp(D, 'breakdown of bookings by diver level', v.groupby('Diver Level').size())
val(D, 'avg bottom time', v[BT].mean())
val(D, 'avg water temp', v[WT].mean())
val(D, 'total takings', v[PP].sum())
val(D, 'how many guides work here', v.Guide.nunique())
row(D, 'which site is deepest on average', *ties(v.groupby('Site')[DP].mean()))
row(D, 'which guide led the most completed dives', *ties(v[v.Status == 'Completed'].groupby('Guide').size()))
row(D, 'which dive went deepest', *extreme(v, DP, 'Booking Ref'))
row(D, 'which site has the clearest water', *ties(v.groupby('Site')[VI].mean()))
val(D, 'how many dives got blown out', (v.Status == 'Cancelled').sum())
val(D, 'how many divers came up early', (v.Status == 'Aborted').sum())
val(D, 'how many dives on nitrox', (v.o2 > 21).sum())
val(D, 'how much money did the wreck bring in', v[v.Site == 'The Wreck'][PP].sum())
ao = v[v['Diver Level'].isin(['Advanced', 'Open Water'])]
grp(D, 'avg max depth advanced vs open water divers', ao.groupby('Diver Level')[DP].mean())
q24 = v[v[VD].dt.quarter.isin([2, 4])]
grp(D, 'takings q2 vs q4', q24.groupby(qtr(q24[VD]))[PP].sum())
grp(D, 'avg price paid with vs without rental gear', v.groupby('Rental Gear')[PP].mean())
sb = v[v.Site.isin(['Shark Point', 'Blue Hole'])]
grp(D, 'visibility shark point vs blue hole', sb.groupby('Site')[VI].mean())
row(D, 'which month had the warmest water', *ties(v.groupby(v[VD].dt.month)[WT].mean()))
weekday_row(D, 'what day of the week do we get the most bookings', v.groupby(v[VD].dt.dayofweek).size())
grp(D, 'avg visibility per month', v.groupby(ym(v[VD]))[VI].mean())
val(D, 'bookings on saturday 14 september', (v[VD] == '2024-09-14').sum())
val(D, 'avg max depth in metres', v[DP].mean())
val(D, 'takings in august', v[v[VD].dt.month == 8][PP].sum())
val(D, 'takings from boats leaving after 1pm', v[v.dep > 780][PP].sum())
print('  (dive: exactly 30.0 m:', (v[DP] == 30).sum(), '; exactly 50 bar:', (v['End Pressure (bar)'] == 50).sum(), '; exactly $120:', (v[PP] == 120).sum(), '; exactly 27°C:', (v[WT] == 27).sum(), '; boats at exactly 13:00:', (v.dep == 780).sum(), ')')
val(D, 'dives deeper than 30 m', (v[DP] > 30).sum())
val(D, 'dives that surfaced with under 50 bar', (v['End Pressure (bar)'] < 50).sum())
val(D, 'bookings paying over $120', (v[PP] > 120).sum())
val(D, 'nitrox dives at manta ridge in october', ((v.o2 > 21) & (v.Site == 'Manta Ridge') & (v[VD].dt.month == 10)).sum())
val(D, 'dives in water colder than 27°C', (v[WT] < 27).sum())
val(D, 'how many bookings are missing a water temp', v[WT].isna().sum())
lst(D, 'what columns have empty values', [c_ for c_ in gaps(v) if c_ not in ('o2', 'air', 'dep')])
grp(D, 'avg air used per dive by site', v.groupby('Site').air.mean())
grp(D, 'cancellation rate each month', rate(v, ym(v[VD]), v.Status == 'Cancelled'))
ab = v.dropna(subset=['air', BT])
grp(D, 'bar per minute of bottom time by diver level', ab.groupby('Diver Level').air.sum() / ab.groupby('Diver Level')[BT].sum())
wr = v[v.Site == 'The Wreck']
two(D, 'how deep did the wreck dives go', wr[DP].mean(), wr[DP].max())
print('  (status counts:', dict(fl.Status.value_counts()), dict(h['Colony Status'].value_counts()), dict(j.Status.value_counts()), dict(g.Status.value_counts()), dict(v.Status.value_counts()), ')')
print('  (rows:', len(fl), len(fb), len(h), len(j), len(g), len(v), ')')

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
        ev = {label(k): v_ for k, v_ in e['values'].items()}
        gv = {label(k): v_ for k, v_ in got.items()}
        good = e['kind'] == 'groups' and set(ev) == set(gv) and all(close(gv[k], ev[k]) for k in ev); figures += len(ev)
    elif kind == 'row':
        labels, v_ = got
        names = [label(l) for l in labels]
        # pandas names every tied label; the expectation lists each with its spellings (months, weekdays, hours, boat names too).
        good = e['kind'] == 'row' and len(names) > 0 and all(spelled(n, e) for n in names)
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
