"""Probe 18's data check: recomputes EVERY answerable expectation with pandas, and both readings of
each two-reading refusal, reading the generated files as written (not the generator's rows), and
compares them with expected.json. Run with Debian's /usr/bin/python3 (pandas, openpyxl); see
crosscheck.ts (npx tsx test/eval/analyst/crosscheck.ts 18 <dir>)."""
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
    """ "4.12%" as 4.12 (missing stays missing)."""
    return col.astype('string').str.rstrip('%').astype(float)
def unit(col, suffix):
    """ "35 mins", "182 mi", "1,222°C", "-6°C", "2.5 hrs" as a number."""
    return col.astype('string').str.replace(suffix, '', regex=True).str.replace(',', '', regex=False).str.strip().astype(float)
def hm(col):
    """ "14:30" or "9:30" as minutes after midnight."""
    parts = col.astype('string').str.split(':', expand=True)
    return parts[0].astype(int) * 60 + parts[1].astype(int)
def gaps(df):
    return [c_ for c_ in df.columns if df[c_].isna().any()]
def ym(col):
    return col.dt.strftime('%Y-%m')
def qtr(col):
    return 'Q' + col.dt.quarter.astype(str)
def rate(df, key, hit):
    return df.assign(_h=hit.astype(float)).groupby(key)['_h'].mean()
def ratio(df, key, top, bottom):
    k = df.dropna(subset=[top, bottom])
    return k.groupby(key)[top].sum() / k.groupby(key)[bottom].sum()

MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
DAYNAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']
def weekday_row(d, q, ser, how='max'):
    w = ties(ser, how)
    row(d, q, [DAYNAMES[k] for k in w[0]], w[1])
def mname(col):
    return col.dt.month.map(lambda m: MONTHS[m - 1])

# dairy milk recording (workbook)
D = 'p18_dairy'
X = F + 'milk_recording_2024.xlsx'
dt = pd.read_excel(X, sheet_name='Test Days', keep_default_na=False, na_values=NA)
dc = pd.read_excel(X, sheet_name='Cows', keep_default_na=False, na_values=NA)
TD, KG, FAT, PR, SCC, MV = 'Test Date', 'Milk Yield (kg/day)', 'Butterfat', 'Protein', "SCC ('000 cells/ml)", 'Milk Value (£/day)'
dt[FAT] = pctcol(dt[FAT])
dt[PR] = pctcol(dt[PR])
dt[MV] = money(dt[MV])
for c_ in (KG, SCC, 'Days in Milk'):
    dt[c_] = dt[c_].astype(float)
d = dt.merge(dc[['Cow Tag', 'Name', 'Breed', 'Lactation No', 'Date of Birth']], on='Cow Tag', how='left')
names = dict(zip(dc['Cow Tag'], dc.Name))
val(D, 'how many different cows did we record this year', d['Cow Tag'].nunique())
val(D, 'avg daily yield', d[KG].mean())
val(D, 'avg butterfat', d[FAT].mean())
val(D, 'total milk value', d[MV].sum())
val(D, 'avg scc', d[SCC].mean())
row(D, 'which cow gives the most milk on average', *ties(d.groupby('Cow Tag')[KG].mean()))
row(D, 'which cow had the highest cell count', *extreme(d, SCC, 'Cow Tag'))
row(D, 'oldest cow in the herd', list(dc.loc[dc['Date of Birth'] == dc['Date of Birth'].min(), 'Name']))
row(D, 'which breed has the best butterfat', *ties(d.groupby('Breed')[FAT].mean()))
val(D, 'how many times was milk tipped', (d['Milk Status'] == 'Withheld').sum())
val(D, 'how many cows were dry at the june test', ((d['Milk Status'] == 'Dry') & (d[TD].dt.month == 6)).sum())
val(D, 'how many mastitis cases', (d.Mastitis == 'Yes').sum())
val(D, "what's daisy averaging", d[d.Name == 'Daisy'][KG].mean())
hj = d[d.Breed.isin(['Holstein', 'Jersey'])]
grp(D, 'avg yield holsteins vs jerseys', hj.groupby('Breed')[KG].mean())
jj = d[d[TD].dt.month.isin([1, 7])]
grp(D, 'butterfat january vs july', jj.groupby(mname(jj[TD]))[FAT].mean())
hl = d[d.Group.isin(['High', 'Low'])]
grp(D, 'avg scc high group vs low group', hl.groupby('Group')[SCC].mean())
q13 = d[d[TD].dt.quarter.isin([1, 3])]
grp(D, 'milk value q1 vs q3', q13.groupby(qtr(q13[TD]))[MV].sum())
row(D, 'which month had the best avg yield', *ties(d.groupby(d[TD].dt.month)[KG].mean()))
grp(D, 'avg butterfat by month', d.groupby(ym(d[TD]))[FAT].mean())
dry = d[d['Milk Status'] == 'Dry']
row(D, 'which month did we have the most cows dry', *ties(dry.groupby(dry[TD].dt.month).size()))
val(D, 'avg protein %', d[PR].mean())
val(D, 'milk value at the march test', d[d[TD].dt.month == 3][MV].sum())
print('  (dairy: test days', sorted(d[TD].dt.strftime('%Y-%m-%d').unique()), ')')
val(D, 'total kg at the 10 oct test', d[d[TD] == '2024-10-10'][KG].sum())
val(D, 'avg milk value per cow per day in august', d[d[TD].dt.month == 8][MV].mean())
print('  (dairy: SCC exactly 200:', (d[SCC] == 200).sum(), '; exactly 40.0 kg:', (d[KG] == 40).sum(), '; fat exactly 3.50:', (d[FAT] == 3.5).sum(), '; exactly 30 days in milk:', (d['Days in Milk'] == 30).sum(), ')')
val(D, 'tests with scc over 200', (d[SCC] > 200).sum())
val(D, 'tests where a cow gave over 40 kg', (d[KG] > 40).sum())
val(D, 'tests with butterfat below 3.5%', (d[FAT] < 3.5).sum())
val(D, 'avg yield for cows in their 3rd lactation or later', d[d['Lactation No'] >= 3][KG].mean())
val(D, 'tests under 30 days in milk', (d['Days in Milk'] < 30).sum())
val(D, 'how many tests have no scc result', d[SCC].isna().sum())
lst(D, 'which columns have blanks', gaps(dt))
bf = d.dropna(subset=[KG, FAT])
grp(D, 'kg of butterfat per cow per day by breed', bf.assign(f=bf[KG] * bf[FAT] / 100).groupby('Breed').f.mean())
grp(D, 'milk value per kg by group', ratio(d, 'Group', MV, KG))
grp(D, 'mastitis rate by breed', rate(d, 'Breed', d.Mastitis == 'Yes'))
mt = d[d.Mastitis == 'Yes']
two(D, 'how many cows had mastitis', len(mt), mt['Cow Tag'].nunique())

# locksmith call-outs
D = 'p18_locksmith'
l = pd.read_csv(F + 'locksmith_callouts.csv', keep_default_na=False, na_values=NA)
CD, RE, ST, TO = 'Call Date', 'Response Time', 'Time on Site (hrs)', 'Total (inc VAT)'
l[CD] = pd.to_datetime(l[CD], format='%d-%b-%Y')
l[RE] = unit(l[RE], ' mins')
for c_ in ('Call-out Fee', 'Parts', 'Labour', TO):
    l[c_] = money(l[c_])
l['rating'] = pd.to_numeric(l['Customer Rating'].str.extract(r'^(\d)/5$')[0])
l['t'] = hm(l['Call Time'])
grp(D, 'jobs by type', l.groupby('Job Type').size())
val(D, 'total takings', l[TO].sum())
val(D, 'avg response time', l[RE].mean())
val(D, 'how many techs do we have', l.Technician.nunique())
val(D, 'avg call out fee', l['Call-out Fee'].mean())
two(D, 'which tech got sent out the most', ties(l.groupby('Technician').size())[0], ties(l[l.Status != 'Cancelled'].groupby('Technician').size())[0])
row(D, 'biggest bill we sent out', *extreme(l, TO, 'Job No'))
row(D, 'which area has the slowest response on avg', *ties(l.groupby('Area')[RE].mean()))
row(D, 'which job type brings in the most money', *ties(l.groupby('Job Type')[TO].sum()))
val(D, 'how many people locked out of their house', ((l['Job Type'] == 'Lockout') & (l.Property == 'Residential')).sum())
val(D, 'how many break-in repairs', (l['Job Type'] == 'Burglary Repair').sum())
val(D, 'how many times did we turn up and nobody was there', (l.Status == 'No Access').sum())
val(D, 'how much are customers still owing us', l[l.Payment == 'Unpaid'][TO].sum())
grp(D, 'avg response time daytime vs out of hours', l.groupby('Out of Hours')[RE].mean())
grp(D, 'jobs 2023 vs 2024', l.groupby(l[CD].dt.year).size())
rc = l[l.Property.isin(['Residential', 'Commercial'])]
grp(D, 'takings residential vs commercial', rc.groupby('Property')[TO].sum())
lu = l[l['Job Type'].isin(['Lock Change', 'uPVC Repair'])]
grp(D, 'avg time on site lock change vs upvc', lu.groupby('Job Type')[ST].mean())
row(D, 'what hour do we get the most calls', *ties(l.groupby(l.t // 60).size()))
weekday_row(D, 'busiest day of the week', l.groupby(l[CD].dt.dayofweek).size())
l24 = l[l[CD].dt.year == 2024]
grp(D, 'jobs per month in 2024', l24.groupby(ym(l24[CD])).size())
val(D, 'jobs on christmas eve 2023', (l[CD] == '2023-12-24').sum())
val(D, 'takings in march 2024', l[(l[CD].dt.year == 2024) & (l[CD].dt.month == 3)][TO].sum())
val(D, 'avg customer rating out of 5', l.rating.mean())
print('  (locksmith: calls at exactly 22:00:', (l.t == 1320).sum(), '; response exactly 60:', (l[RE] == 60).sum(), '; total exactly £300:', (l[TO] == 300).sum(), '; exactly 2.00 hrs:', (l[ST] == 2).sum(), ')')
val(D, 'calls after 10pm', (l.t > 1320).sum())
val(D, 'jobs where we took over an hour to get there', (l[RE] > 60).sum())
val(D, 'bills over £300', (l[TO] > 300).sum())
val(D, 'commercial safe openings in 2024', ((l['Job Type'] == 'Safe Opening') & (l.Property == 'Commercial') & (l[CD].dt.year == 2024)).sum())
val(D, 'jobs with more than 2 hrs on site', (l[ST] > 2).sum())
val(D, 'car lockouts in bs8', ((l['Job Type'] == 'Lockout') & (l.Property == 'Vehicle') & (l.Area == 'BS8')).sum())
val(D, 'how many jobs have no rating', l['Customer Rating'].isna().sum())
lst(D, 'what columns have gaps', [c_ for c_ in gaps(l) if c_ not in ('rating', 't')])
grp(D, 'takings per hour on site for each tech', ratio(l, 'Technician', TO, ST))
grp(D, "what % of each area's jobs are out of hours", rate(l, 'Area', l['Out of Hours'] == 'Yes'))
grp(D, 'avg minutes on site by job type', l.groupby('Job Type')[ST].mean() * 60)
lo = l[l['Job Type'] == 'Lockout']
two(D, 'how many lockouts did dan do', (lo.Technician == 'Dan Morgan').sum(), (lo.Technician == 'Daniel Okoro').sum())

# ski school lessons
D = 'p18_ski'
s = pd.read_csv(F + 'ski_school_lessons_2024-25.csv', keep_default_na=False, na_values=NA)
SD, RV, TP, WI = 'Date', 'Revenue', 'Temp at Base', 'Wind (km/h)'
s[SD] = pd.to_datetime(s[SD], format='%Y/%m/%d')
s[RV] = money(s[RV])
s['price'] = money(s['Price per Student'])
s[TP] = unit(s[TP], '°C')
s['hrs'] = unit(s.Duration, r' hrs?')
grp(D, 'lessons by discipline', s.groupby('Discipline').size())
val(D, 'total revenue', s[RV].sum())
val(D, 'avg students per lesson', s.Students.mean())
val(D, 'how many instructors', s.Instructor.nunique())
val(D, 'avg wind speed', s[WI].mean())
row(D, 'which instructor brought in the most', *ties(s.groupby('Instructor')[RV].sum()))
cd_ = [str(pd.Timestamp(x).date()) for x in extreme(s, TP, SD, 'min')[0]]
two(D, 'which day was coldest at the base', cd_, [str(pd.Timestamp(x).date()) for x in ties(s.groupby(SD)[TP].mean(), 'min')[0]])
row(D, 'biggest lesson by headcount', *extreme(s, 'Students', 'Lesson ID'))
row(D, 'which level sells the most lessons', *ties(s.groupby('Level').size()))
val(D, 'how many lessons got called off for weather', (s.Status == 'Cancelled - Weather').sum())
val(D, 'how many privates were booked', (s['Lesson Type'] == 'Private').sum())
val(D, 'how much did kids club bring in', s[s['Lesson Type'] == 'Kids Club'][RV].sum())
val(D, 'how many lessons got cut short', (s.Status == 'Cut Short').sum())
grp(D, 'revenue ski vs snowboard', s.groupby('Discipline')[RV].sum())
jf = s[s[SD].dt.month.isin([1, 2])]
grp(D, 'lessons january vs february', jf.groupby(mname(jf[SD])).size())
gk = s[s['Lesson Type'].isin(['Group', 'Kids Club'])]
grp(D, 'avg attendance group vs kids club', gk.groupby('Lesson Type').Attended.mean())
dm = s[ym(s[SD]).isin(['2024-12', '2025-03'])]
grp(D, 'revenue dec 2024 vs mar 2025', dm.groupby(ym(dm[SD]))[RV].sum())
weekday_row(D, 'which weekday has the most lessons booked', s.groupby(s[SD].dt.dayofweek).size())
row(D, 'most common start time', *ties(s.groupby('Start').size()))
grp(D, 'revenue by month', s.groupby(ym(s[SD]))[RV].sum())
val(D, 'lessons on 27 dec', (s[SD] == '2024-12-27').sum())
val(D, 'avg lesson length in hours', s.hrs.mean())
val(D, 'revenue in february', s[s[SD].dt.month == 2][RV].sum())
val(D, 'avg temp at the base', s[TP].mean())
print('  (ski: exactly 2 hrs:', (s.hrs == 2).sum(), '; exactly -10°C:', (s[TP] == -10).sum(), '; exactly €80:', (s.price == 80).sum(), '; wind exactly 40:', (s[WI] == 40).sum(), ')')
val(D, 'lessons longer than 2 hrs', (s.hrs > 2).sum())
val(D, 'lessons when it was colder than -10°C', (s[TP] < -10).sum())
val(D, 'lessons priced over €80 a head', (s.price > 80).sum())
val(D, 'advanced snowboard lessons in march with 4 or more students', ((s.Level == 'Advanced') & (s.Discipline == 'Snowboard') & (s[SD].dt.month == 3) & (s.Students >= 4)).sum())
val(D, 'lessons with wind above 40 km/h', (s[WI] > 40).sum())
val(D, 'how many lessons have no wind reading', s[WI].isna().sum())
lst(D, 'which columns have missing values', [c_ for c_ in gaps(s) if c_ not in ('price', 'hrs')])
ran = s.dropna(subset=['Attended'])
grp(D, 'no-show rate by lesson type', 1 - ran.groupby('Lesson Type').Attended.sum() / ran.groupby('Lesson Type').Students.sum())
grp(D, 'revenue per student by level', ratio(s, 'Level', RV, 'Students'))
grp(D, 'revenue per teaching hour by discipline', ratio(s, 'Discipline', RV, 'hrs'))
ft = s[s.Level == 'First Timer']
two(D, 'how many first timers did we teach', len(ft), ft.Attended.sum())

# kiln log
D = 'p18_kiln'
k = pd.read_csv(F + 'kiln_log.csv', keep_default_na=False, na_values=NA, dtype={'Cone': str})
KD, PK, HR, LD, LS, KW, CO = 'Date Loaded', 'Peak Temp', 'Firing Time (h)', 'Pieces Loaded', 'Pieces Lost', 'Electricity (kWh)', 'Firing Cost'
k[KD] = pd.to_datetime(k[KD], format='%d %B %Y')
k[PK] = unit(k[PK], '°C')
k[CO] = money(k[CO])
grp(D, 'firings per kiln', k.groupby('Kiln').size())
val(D, 'total pieces fired', k[LD].sum())
val(D, 'avg firing time', k[HR].mean())
val(D, 'total kwh used', k[KW].sum())
val(D, 'how many people load the kilns', k['Loaded By'].nunique())
row(D, 'which kiln loses the most pieces', *ties(k.groupby('Kiln')[LS].sum()))
row(D, 'hottest firing', *extreme(k, PK, 'Firing No'))
row(D, 'who loaded the most pieces', *ties(k.groupby('Loaded By')[LD].sum()))
row(D, 'longest firing', *extreme(k, HR, 'Firing No'))
val(D, 'how many glaze firings went wrong', ((k['Firing Type'] == 'Glaze') & (k.Result != 'Good')).sum())
val(D, 'how many raku firings did we do', (k['Firing Type'] == 'Raku').sum())
val(D, 'how many times did a kiln cut out', (k.Result == 'Kiln Fault').sum())
val(D, 'how much gas did the car kiln burn', k[k.Kiln == 'Gas Car Kiln']['Gas (m³)'].sum())
bg = k[k['Firing Type'].isin(['Bisque', 'Glaze'])]
grp(D, 'pieces lost bisque vs glaze', bg.groupby('Firing Type')[LS].sum())
sk_ = k[k.Kiln.isin(['Skutt 1027', 'Skutt 818'])]
grp(D, 'avg firing time skutt 1027 vs skutt 818', sk_.groupby('Kiln')[HR].mean())
grp(D, 'firing costs 2023 vs 2024', k.groupby(k[KD].dt.year)[CO].sum())
c610 = k[k.Cone.isin(['6', '10'])]
grp(D, 'avg peak temp cone 6 vs cone 10', c610.groupby('Cone')[PK].mean())
row(D, 'which month of the year do we fire the most', *ties(k.groupby(k[KD].dt.month).size()))
weekday_row(D, 'which day of the week do we usually load', k.groupby(k[KD].dt.dayofweek).size())
k24 = k[k[KD].dt.year == 2024]
grp(D, 'electricity per month in 2024', k24.groupby(ym(k24[KD]))[KW].sum())
val(D, 'firings loaded on 3 october 2024', (k[KD] == '2024-10-03').sum())
val(D, 'avg peak temp', k[PK].mean())
print('  (kiln: cone values', dict(k.Cone.value_counts(dropna=False)), ')')
val(D, 'how many cone 06 bisques', ((k.Cone == '06') & (k['Firing Type'] == 'Bisque')).sum())
val(D, 'firing cost in may 2023', k[(k[KD].dt.year == 2023) & (k[KD].dt.month == 5)][CO].sum())
print('  (kiln: exactly 1,200°C:', (k[PK] == 1200).sum(), '; exactly 10.0 h:', (k[HR] == 10).sum(), '; exactly 50.0 kWh:', (k[KW] == 50).sum(), ')')
val(D, 'firings over 1,200°C', (k[PK] > 1200).sum())
val(D, 'firings that took more than 10 hours', (k[HR] > 10).sum())
val(D, 'glaze loads of 40 pieces or more', ((k['Firing Type'] == 'Glaze') & (k[LD] >= 40)).sum())
val(D, 'firings using over 50 kwh', (k[KW] > 50).sum())
val(D, 'pieces lost in glaze firings loaded by tess in 2024', k[(k['Firing Type'] == 'Glaze') & (k['Loaded By'] == 'Tess') & (k[KD].dt.year == 2024)][LS].sum())
val(D, 'how many firings have no count of pieces lost', k[LS].isna().sum())
lst(D, 'which columns have empty values', gaps(k))
grp(D, 'loss rate by firing type', ratio(k, 'Firing Type', LS, LD))
grp(D, 'cost per piece for each kiln', ratio(k, 'Kiln', CO, LD))
grp(D, 'kwh per hour of firing for each electric kiln', ratio(k, 'Kiln', KW, HR))
bm = k[(k['Firing Type'] == 'Bisque') & (k[KD].dt.month == 3)]
two(D, 'bisque firings in march', (bm[KD].dt.year == 2023).sum(), (bm[KD].dt.year == 2024).sum())

# moving company
D = 'p18_movers'
m = pd.read_csv(F + 'moves_2024.csv', keep_default_na=False, na_values=NA)
MD, BO, BI = 'Move Date', 'Booked On', 'Final Bill'
m[MD] = pd.to_datetime(m[MD], format='%m/%d/%Y')
m[BO] = pd.to_datetime(m[BO], format='%Y-%m-%d')
m['mi'] = unit(m.Distance, ' mi')
m['lbs'] = m['Weight (lbs)'].astype('string').str.replace(',', '', regex=False).astype(float)
for c_ in (BI, 'Tip', 'Damage Claim', 'Quote'):
    m[c_] = money(m[c_])
mc = m[m.Status == 'Completed']
grp(D, 'moves by type', m.groupby('Move Type').size())
val(D, 'total billed', m[BI].sum())
val(D, 'avg crew size', m['Crew Size'].mean())
val(D, 'total tips', m.Tip.sum())
val(D, 'avg rating', m.Rating.mean())
two(D, 'which truck gets used the most', ties(m.groupby('Truck').size())[0], ties(mc.groupby('Truck').size())[0])
row(D, 'longest move by miles', *extreme(m, 'mi', 'Move #'))
two(D, 'which city do most people move out of', ties(m.groupby('From').size())[0], ties(mc.groupby('From').size())[0])
row(D, 'biggest bill', *extreme(m, BI, 'Move #'))
val(D, 'how many jobs got pushed back', (m.Status == 'Rescheduled').sum())
val(D, 'how many moves did customers cancel', (m.Status == 'Cancelled').sum())
val(D, 'how much did we pay out on damage', m['Damage Claim'].sum())
val(D, 'how many folks moved to houston', (m.To == 'Houston').sum())
ll = m[m['Move Type'].isin(['Local', 'Long Distance'])]
grp(D, 'avg bill local vs long distance', ll.groupby('Move Type')[BI].mean())
j1 = m[m[MD].dt.month.isin([1, 6])]
grp(D, 'moves june vs january', j1.groupby(mname(j1[MD])).size())
b23 = m[m['Home Size'].isin(['2 BR', '3 BR'])]
grp(D, 'avg hours 2 br vs 3 br', b23.groupby('Home Size')['Hours Billed'].mean())
c24 = m[m['Crew Size'].isin([2, 4])]
grp(D, 'avg rating crew of 2 vs crew of 4', c24.groupby('Crew Size').Rating.mean())
two(D, 'which month had the most moves', ties(m.groupby(m[MD].dt.month).size())[0], ties(mc.groupby(mc[MD].dt.month).size())[0])
ws = lambda df: [DAYNAMES[x] for x in ties(df.groupby(df[MD].dt.dayofweek).size())[0]]
two(D, 'which day of the week do people move most', ws(m), ws(mc))
grp(D, 'revenue by month', m.groupby(ym(m[MD]))[BI].sum())
val(D, 'how many moves on july 4th', (m[MD] == '2024-07-04').sum())
val(D, 'avg distance in miles', m.mi.mean())
val(D, 'billed in august', m[m[MD].dt.month == 8][BI].sum())
val(D, 'moves booked before march 1', (m[BO] < '2024-03-01').sum())
print('  (movers: exactly 100 mi:', (m.mi == 100).sum(), '; exactly 10,000 lbs:', (m.lbs == 10000).sum(), '; exactly $3,000:', (m[BI] == 3000).sum(), '; booked on 1 March:', (m[BO] == '2024-03-01').sum(), ')')
val(D, 'moves over 100 miles', (m.mi > 100).sum())
val(D, 'loads heavier than 10,000 lbs', (m.lbs > 10000).sum())
val(D, 'bills over $3,000', (m[BI] > 3000).sum())
val(D, 'moves with 4 or more movers', (m['Crew Size'] >= 4).sum())
val(D, '26 ft long distance moves in july', ((m.Truck == '26 ft') & (m['Move Type'] == 'Long Distance') & (m[MD].dt.month == 7)).sum())
val(D, "how many moves weren't weighed", m['Weight (lbs)'].isna().sum())
lst(D, 'which columns have blanks', [c_ for c_ in gaps(m) if c_ not in ('mi', 'lbs')])
grp(D, 'avg days from booking to move by move type', m.assign(days=(m[MD] - m[BO]).dt.days).groupby('Move Type').days.mean())
grp(D, 'billed per hour by crew size', ratio(m, 'Crew Size', BI, 'Hours Billed'))
grp(D, 'pct of completed moves with a damage claim by move type', rate(mc, 'Move Type', mc['Damage Claim'].notna()))
two(D, 'how much did austin moves tip', m[m.From == 'Austin'].Tip.sum(), m[m.To == 'Austin'].Tip.sum())
print('  (status counts:', dict(d['Milk Status'].value_counts()), dict(l.Status.value_counts()), dict(s.Status.value_counts()), dict(k.Result.value_counts()), dict(m.Status.value_counts()), ')')
print('  (rows:', len(dt), len(dc), len(l), len(s), len(k), len(m), ')')

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
        ev = {label(k_): v_ for k_, v_ in e['values'].items()}
        gv = {label(k_): v_ for k_, v_ in got.items()}
        good = e['kind'] == 'groups' and set(ev) == set(gv) and all(close(gv[k_], ev[k_]) for k_ in ev); figures += len(ev)
    elif kind == 'row':
        labels, v_ = got
        names_ = [label(l_) for l_ in labels]
        # pandas names every tied label; the expectation lists each with its spellings (months, weekdays, hours, cow names too).
        good = e['kind'] == 'row' and len(names_) > 0 and all(spelled(n, e) for n in names_)
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
