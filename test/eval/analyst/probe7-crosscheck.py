"""Probe 7's data check: recomputes EVERY answerable expectation with pandas, and both readings of
each two-reading refusal, reading the generated files as written (not the generator's rows), and
compares them with expected.json. Run with Debian's /usr/bin/python3 (pandas, openpyxl); see
probe7-crosscheck.ts."""
import json, sys
import pandas as pd
F = sys.argv[1].rstrip('/') + '/'
expected = json.load(open(F + 'expected.json'))
exp = {(e['data'], e['q']): e['expect'] for e in expected}
NA = ['', 'NA', 'n/a', '-']
money = lambda s: s.str.replace(r'[$,]', '', regex=True).astype(float)

t = pd.read_csv(F + 'restaurant_tips.csv', keep_default_na=False, na_values=NA)
t['Date'] = pd.to_datetime(t['Date'], format='%b %d, %Y')
t['Total Bill'] = money(t['Total Bill'])
l = pd.read_csv(F + 'library_loans.csv', keep_default_na=False, na_values=NA)
for c in ['Loan Date', 'Due Date', 'Return Date']: l[c] = pd.to_datetime(l[c], format='%d/%m/%Y')
l['Late Fee'] = money(l['Late Fee'])
h = pd.read_csv(F + 'hospital_admissions.csv', keep_default_na=False, na_values=NA, thousands=',')
for c in ['Admit DateTime', 'Discharge DateTime']: h[c] = pd.to_datetime(h[c], format='%Y-%m-%d %H:%M')
g = pd.read_excel(F + 'energy.xlsx', sheet_name='Monthly Generation')
p = pd.read_excel(F + 'energy.xlsx', sheet_name='Plants')
s = pd.read_csv(F + 'github_issues.csv', keep_default_na=False, na_values=NA)
for c in ['created_at', 'closed_at']: s[c] = pd.to_datetime(s[c], format='%Y-%m-%dT%H:%M:%SZ')
BILL, TIP, FEE, COST, AGE, ADMIT, OUT = 'Total Bill', 'Tip ($)', 'Late Fee', 'Total Cost (USD)', 'Age (years)', 'Admit DateTime', 'Discharge DateTime'
GWH, MW = 'Generation (GWh)', 'Capacity (MW)'

checks = []
def val(d, q, v): checks.append((d, q, 'value', float(v)))
def grp(d, q, ser): checks.append((d, q, 'groups', {str(k): float(v) for k, v in ser.items()}))
def row(d, q, labels, v=None): checks.append((d, q, 'row', ([str(l) for l in labels], v)))
def top(d, q, ser): checks.append((d, q, 'top', ([str(k) for k in ser.index], [float(v) for v in ser.values])))
def lst(d, q, values): checks.append((d, q, 'list', sorted(str(v) for v in values)))
def refuse(d, q, a, b): checks.append((d, q, 'two readings', (a, b)))
def ties(ser, how='max'):
    """Every key tied at the top (or bottom) of a series, with the value."""
    best = ser.max() if how == 'max' else ser.min()
    return [k for k, v in ser.items() if abs(v - best) < 1e-9], float(best)
def extreme(df, col, label, how='max'):
    best = df[col].max() if how == 'max' else df[col].min()
    return list(df.loc[df[col] == best, label]), float(best)

# restaurant tips
T = 'p7_tips'
ty = t.Date.dt.year
smoke = t.Smoker == 'Yes'
val(T, 'avg tip', t[TIP].mean())
val(T, 'total of all bills', t[BILL].sum())
grp(T, 'average bill by day', t.groupby('Day')[BILL].mean())
val(T, 'how many receipts are there', len(t))
val(T, 'median party size', t['Party Size'].median())
val(T, 'what was the priciest bill', t[BILL].max())
row(T, 'busiest day of the week', *ties(t.groupby('Day').size()))
val(T, 'how many tables had just one person', (t['Party Size'] == 1).sum())
row(T, 'which server brought in the most tips', *ties(t.groupby('Server')[TIP].sum()))
row(T, 'which receipt had the biggest tip', *extreme(t, TIP, 'Receipt'))
row(T, 'smallest bill: which receipt', *extreme(t, BILL, 'Receipt', 'min'))
row(T, 'which day had the most receipts', *ties(t.groupby(t.Date.dt.strftime('%Y-%m-%d')).size()))
top(T, 'top 3 servers by total tips', t.groupby('Server')[TIP].sum().nlargest(3))
row(T, 'which server has the highest average bill', *ties(t.groupby('Server')[BILL].mean()))
grp(T, 'avg tip lunch vs dinner', t.groupby('Time')[TIP].mean())
grp(T, 'did smokers tip more than non-smokers on average', t.groupby('Smoker')[TIP].mean())
grp(T, 'total bills 2023 vs 2024', t.groupby(ty)[BILL].sum())
val(T, 'difference in average bill between 2024 and 2023', t[ty == 2024][BILL].mean() - t[ty == 2023][BILL].mean())
grp(T, 'average tip women vs men', t.groupby('Payer Sex')[TIP].mean())
row(T, 'which month of the year has the highest total bills', *ties(t.groupby(t.Date.dt.month)[BILL].sum()))
val(T, 'average tip on weekends', t[t.Date.dt.dayofweek >= 5][TIP].mean())
val(T, 'how many dinners on fridays', ((t.Date.dt.dayofweek == 4) & (t.Time == 'Dinner')).sum())
val(T, 'total bills in march 2024', t[(ty == 2024) & (t.Date.dt.month == 3)][BILL].sum())
val(T, 'how many receipts on july 4th 2023', (t.Date == '2023-07-04').sum())
val(T, 'how many bills over $50', (t[BILL] > 50).sum())
val(T, 'average tip for parties of 5 or more', t[t['Party Size'] >= 5][TIP].mean())
val(T, 'how many tips were more than $10', (t[TIP] > 10).sum())
val(T, 'avg bill excluding smokers', t[~smoke][BILL].mean())
val(T, 'how many tips between $2 and $4', t[TIP].between(2, 4).sum())
val(T, 'total tips at lunch in 2023', t[(t.Time == 'Lunch') & (ty == 2023)][TIP].sum())
val(T, 'how many tips are missing', t[TIP].isna().sum())
lst(T, 'which columns have gaps', t.columns[t.isna().any()])
val(T, 'total tips as a % of total bills', 100 * t[TIP].sum() / t[BILL].sum())
val(T, 'what pct of tables were smokers', 100 * smoke.mean())
grp(T, 'share of receipts by time of day, in %', 100 * t.groupby('Time').size() / len(t))
tt = t[t[TIP].notna()]
refuse(T, 'tip as a % of the bill on average', (100 * tt[TIP] / tt[BILL]).mean(), 100 * tt[TIP].sum() / tt[BILL].sum())
refuse(T, 'average tip per person', (tt[TIP] / tt['Party Size']).mean(), tt[TIP].sum() / tt['Party Size'].sum())

# library loans
L = 'p7_library'
ly = l['Loan Date'].dt.year
back = l[l['Return Date'].notna()]
kept = (back['Return Date'] - back['Loan Date']).dt.days
late = l['Return Date'] > l['Due Date']
val(L, 'how many loans are there', len(l))
grp(L, 'loans by item type', l.groupby('Item Type').size())
val(L, 'total late fees', l[FEE].sum())
grp(L, 'total late fees by branch', l.groupby('Branch')[FEE].sum())
val(L, 'how many different titles are there', l.Title.nunique())
val(L, 'how many items are still out', l['Return Date'].isna().sum())
lst(L, 'which columns have gaps', l.columns[l.isna().any()])
val(L, 'how many loans have no author', l.Author.isna().sum())
val(L, 'how many dvds have not been returned yet', ((l['Item Type'] == 'DVD') & l['Return Date'].isna()).sum())
row(L, 'busiest branch', *ties(l.groupby('Branch').size()))
val(L, 'how many loans were returned late', late.sum())
val(L, 'how many loans by teens', (l['Member Age Group'] == 'Teen').sum())
row(L, 'which author is borrowed the most', *ties(l.groupby('Author').size()))
row(L, 'most borrowed title', *ties(l.groupby('Title').size()))
row(L, 'which loan was kept the longest', list(back.loc[kept == kept.max(), 'Loan ID']))
row(L, 'which branch collected the most in late fees', *ties(l.groupby('Branch')[FEE].sum()))
row(L, 'highest late fee: which loan', *extreme(l, FEE, 'Loan ID'))
val(L, 'average loan length in days for returned items', kept.mean())
val(L, 'what pct of returned loans came back late', 100 * late.sum() / len(back))
val(L, 'average days late for late returns', (l[late]['Return Date'] - l[late]['Due Date']).dt.days.mean())
grp(L, 'share of loans by age group in %', 100 * l.groupby('Member Age Group').size() / len(l))
grp(L, 'loans 2023 vs 2024', l[ly.isin([2023, 2024])].groupby(ly).size())
au = l[(l['Item Type'] == 'Audiobook') & l['Member Age Group'].isin(['Senior', 'Teen'])]
grp(L, 'audiobook loans seniors vs teens', au.groupby('Member Age Group').size())
val(L, 'how many more loans did central have than eastside', (l.Branch == 'Central').sum() - (l.Branch == 'Eastside').sum())
grp(L, 'average late fee dvd vs book', l[l['Item Type'].isin(['DVD', 'Book'])].groupby('Item Type')[FEE].mean())
row(L, 'which month of the year has the most loans', *ties(l.groupby(l['Loan Date'].dt.month).size()))
row(L, 'which weekday do people borrow the most', *ties(l.groupby(l['Loan Date'].dt.day_name()).size()))
val(L, 'how many children borrowed in july or august', ((l['Member Age Group'] == 'Child') & l['Loan Date'].dt.month.isin([7, 8])).sum())
val(L, 'how many dvds were borrowed in 2023', ((l['Item Type'] == 'DVD') & (ly == 2023)).sum())
val(L, 'how many loans were due in january 2024', ((l['Due Date'].dt.year == 2024) & (l['Due Date'].dt.month == 1)).sum())
val(L, 'loans made before 1 march 2022', (l['Loan Date'] < '2022-03-01').sum())
val(L, 'how many late fees over $2', (l[FEE] > 2).sum())
val(L, 'loans between 2022 and 2023', ly.between(2022, 2023).sum())
val(L, 'average late fee for adults', l[l['Member Age Group'] == 'Adult'][FEE].mean())
val(L, 'total late fees excluding dvds', l[l['Item Type'] != 'DVD'][FEE].sum())
val(L, 'how many loans were kept more than 30 days', (kept > 30).sum())
refuse(L, 'most popular item', ','.join(ties(l.groupby('Title').size())[0]), ','.join(ties(l.groupby('Item Type').size())[0]))

# hospital admissions
H = 'p7_hospital'
hy = h[ADMIT].dt.year
out = h[h[OUT].notna()]
hours = (out[OUT] - out[ADMIT]).dt.total_seconds() / 3600
dates = (out[OUT].dt.normalize() - out[ADMIT].dt.normalize()).dt.days
re = h['Readmitted <30d'] == 'Y'
val(H, 'how many admissions', len(h))
grp(H, 'average cost by diagnosis group', h.groupby('Diagnosis Group')[COST].mean())
grp(H, 'admissions per ward', h.groupby('Ward').size())
grp(H, 'average age by ward', h.groupby('Ward')[AGE].mean())
val(H, 'how many different patients', h['Patient ID'].nunique())
val(H, 'median cost', h[COST].median())
row(H, 'most expensive admission', *extreme(h, COST, 'Admission ID'))
row(H, 'which ward has the highest average cost', *ties(h.groupby('Ward')[COST].mean()))
row(H, 'oldest patient admitted to orthopedics', *extreme(h[h.Ward == 'Orthopedics'], AGE, 'Patient ID'))
by_hours, by_dates = set(out.loc[hours == hours.max(), 'Admission ID']), set(out.loc[dates == dates.max(), 'Admission ID'])
row(H, 'longest stay', sorted(by_hours & by_dates))
refuse(H, 'how many patients were readmitted', re.sum(), h[re]['Patient ID'].nunique())
val(H, 'how many patients are still in hospital', h[OUT].isna().sum())
val(H, 'how many children were admitted (under 18)', (h[AGE] < 18).sum())
row(H, 'costliest diagnosis group in total', *ties(h.groupby('Diagnosis Group')[COST].sum()))
val(H, 'how many births', (h['Diagnosis Group'] == 'Birth').sum())
val(H, 'readmission rate in %', 100 * re.mean())
grp(H, 'readmission rate by ward, in %', 100 * re.groupby(h.Ward).mean())
val(H, 'average length of stay in hours', hours.mean())
val(H, 'share of admissions in the icu, in %', 100 * (h.Ward == 'ICU').mean())
val(H, 'median stay in hours for maternity', hours[out.Ward == 'Maternity'].median())
grp(H, 'average cost women vs men', h.groupby('Sex')[COST].mean())
grp(H, 'admissions 2023 vs 2024', h[hy.isin([2023, 2024])].groupby(hy).size())
val(H, 'difference in average cost between 2024 and 2022', h[hy == 2024][COST].mean() - h[hy == 2022][COST].mean())
grp(H, 'did cardiology have more readmissions than general medicine', h[re & h.Ward.isin(['Cardiology', 'General Medicine'])].groupby('Ward').size())
row(H, 'busiest hour of the day for admissions', *ties(h.groupby(h[ADMIT].dt.hour).size()))
row(H, 'which weekday has the most admissions', *ties(h.groupby(h[ADMIT].dt.day_name()).size()))
row(H, 'which month of the year has the most respiratory admissions', *ties(h[h['Diagnosis Group'] == 'Respiratory'].groupby(h[ADMIT].dt.month).size()))
val(H, 'how many admissions before 6am', (h[ADMIT].dt.hour < 6).sum())
val(H, 'how many admissions in december 2023', ((hy == 2023) & (h[ADMIT].dt.month == 12)).sum())
val(H, 'total cost of admissions in 2024', h[hy == 2024][COST].sum())
val(H, 'how many patients were discharged on 1 january 2024', (h[OUT].dt.strftime('%Y-%m-%d') == '2024-01-01').sum())
val(H, 'how many admissions cost more than 10k', (h[COST] > 10000).sum())
val(H, 'median cost for patients over 65', h[h[AGE] > 65][COST].median())
val(H, 'admissions between 2022 and 2023', hy.between(2022, 2023).sum())
val(H, 'average cost excluding maternity', h[h.Ward != 'Maternity'][COST].mean())
val(H, 'how many cardiac patients aged 80 or older', ((h['Diagnosis Group'] == 'Cardiac') & (h[AGE] >= 80)).sum())
refuse(H, 'how many stays longer than 10 days', (hours > 240).sum(), (dates > 10).sum())
val(H, 'how many admissions have no cost recorded', h[COST].isna().sum())
lst(H, 'which columns have missing values', h.columns[h.isna().any()])
refuse(H, 'average length of stay in days', hours.mean() / 24, dates.mean())
costed = out[out[COST].notna()]
chours = hours[out[COST].notna()]
refuse(H, 'average cost per day', (costed[COST] / (chours / 24)).mean(), costed[COST].sum() / (chours / 24).sum())

# energy workbook
E = 'p7_energy'
gy = g.Month.dt.year
gm = g.Month.dt.month
def sel(country=None, source=None, years=()):
    m = pd.Series(True, index=g.index)
    if country: m &= g.Country == country
    if source: m &= g.Source == source
    if years: m &= gy.isin(years)
    return g[m]
grp(E, 'total generation by source', g.groupby('Source')[GWH].sum())
grp(E, 'total generation by country in 2023', sel(years=[2023]).groupby('Country')[GWH].sum())
val(E, 'how many plants are there', len(p))
grp(E, 'total capacity by source', p.groupby('Source')[MW].sum())
lst(E, 'list the countries', g.Country.unique())
row(E, 'which country generated the most solar in 2023', *ties(sel(source='Solar', years=[2023]).groupby('Country')[GWH].sum()))
row(E, 'largest plant', *extreme(p, MW, 'Plant'))
op = p[p.Status == 'Operating']
row(E, 'oldest plant still operating', list(op.loc[op.Commissioned == op.Commissioned.min(), 'Plant']))
row(E, 'which month had the highest wind generation in germany', *ties(sel('Germany', 'Wind').groupby(g.Month.dt.strftime('%Y-%m'))[GWH].sum()))
row(E, 'biggest solar plant', *extreme(p[p.Source == 'Solar'], MW, 'Plant'))
val(E, 'how much nuclear power did france produce in 2022', sel('France', 'Nuclear', [2022])[GWH].sum())
val(E, 'how many coal plants are retired', ((p.Source == 'Coal') & (p.Status == 'Retired')).sum())
row(E, 'which operator has the most capacity in total', *ties(p.groupby('Operator')[MW].sum()))
grp(E, 'wind vs solar generation in 2023', g[(gy == 2023) & g.Source.isin(['Wind', 'Solar'])].groupby('Source')[GWH].sum())
grp(E, 'total generation 2022 vs 2023', g[gy.isin([2022, 2023])].groupby(gy)[GWH].sum())
val(E, 'how much more wind did germany generate in 2023 than in 2021', sel('Germany', 'Wind', [2023])[GWH].sum() - sel('Germany', 'Wind', [2021])[GWH].sum())
grp(E, 'hydro norway vs france', g[(g.Source == 'Hydro') & g.Country.isin(['Norway', 'France'])].groupby('Country')[GWH].sum())
row(E, 'which month of the year has the most solar generation', *ties(sel(source='Solar').groupby(gm)[GWH].sum()))
val(E, 'average monthly hydro generation in norway', sel('Norway', 'Hydro')[GWH].mean())
row(E, 'in which month of the year does germany produce the least wind', *ties(sel('Germany', 'Wind').groupby(gm)[GWH].sum(), 'min'))
val(E, 'total generation in january 2022', g[(gy == 2022) & (gm == 1)][GWH].sum())
val(E, 'how many plants were commissioned before 2000', (p.Commissioned < '2000-01-01').sum())
val(E, 'how many plants were commissioned in the 2010s', p.Commissioned.dt.year.between(2010, 2019).sum())
val(E, 'total solar generation in germany between 2021 and 2022', sel('Germany', 'Solar', [2021, 2022])[GWH].sum())
val(E, 'how many plants over 1,000 mw', (p[MW] > 1000).sum())
val(E, 'total capacity of operating plants in gw', op[MW].sum() / 1000)
val(E, 'total generation in 2023 excluding coal and gas', g[(gy == 2023) & ~g.Source.isin(['Coal', 'Gas'])][GWH].sum())
val(E, 'in how many months did polish coal generation exceed 10,000 gwh', (sel('Poland', 'Coal')[GWH] > 10000).sum())
val(E, 'how many generation values are missing', g[GWH].isna().sum())
lst(E, 'which plants have no commissioning date', p[p.Commissioned.isna()].Plant)
de = sel('Germany', years=[2022])
val(E, "share of wind in germany's generation in 2022, in %", 100 * de[de.Source == 'Wind'][GWH].sum() / de[GWH].sum())
grp(E, 'share of each source in total generation, in %', 100 * g.groupby('Source')[GWH].sum() / g[GWH].sum())
es = sel('Spain', years=[2023])
val(E, 'renewable share in spain in 2023 counting hydro, wind and solar, in %', 100 * es[es.Source.isin(['Hydro', 'Wind', 'Solar'])][GWH].sum() / es[GWH].sum())
val(E, 'average capacity of wind farms in mw', p[p.Source == 'Wind'][MW].mean())
gen_best, cap_best = ties(g.groupby('Source')[GWH].sum())[0], ties(p.groupby('Source')[MW].sum())[0]
row(E, 'biggest source', [x for x in gen_best if x in cap_best])

# github issues
G = 'p7_issues'
sy = s.created_at.dt.year
opn = s.state == 'open'
done = s[s.closed_at.notna()]
close_h = (done.closed_at - done.created_at).dt.total_seconds() / 3600
close_d = (done.closed_at.dt.normalize() - done.created_at.dt.normalize()).dt.days
lab = s['labels'].fillna('').str.split(', ')
has = lambda name: lab.apply(lambda ls: name in ls)
bug = has('bug')
val(G, 'how many issues are there', len(s))
val(G, 'how many open issues', opn.sum())
grp(G, 'issues by state', s.groupby('state').size())
grp(G, 'issues per milestone', s.groupby('milestone').size())
val(G, 'average comments', s.comments.mean())
val(G, 'how many distinct authors', s.author.nunique())
row(G, 'who opened the most issues', *ties(s.groupby('author').size()))
val(G, 'how many bugs are there', bug.sum())
val(G, 'how many good first issues are still open', (has('good first issue') & opn).sum())
row(G, 'which issue has the most comments', *extreme(s, 'comments', 'number'))
row(G, 'oldest open issue', list(s[opn].loc[s[opn].created_at == s[opn].created_at.min(), 'number']))
row(G, 'which issue took the longest to close', list(done.loc[close_h == close_h.max(), 'number']))
row(G, 'which author has the most open issues', *ties(s[opn].groupby('author').size()))
grp(G, 'issues opened 2023 vs 2024', s[sy.isin([2023, 2024])].groupby(sy).size())
grp(G, 'average comments open vs closed', s.groupby('state').comments.mean())
val(G, 'how many more issues were opened in 2024 than in 2022', (sy == 2024).sum() - (sy == 2022).sum())
grp(G, 'bugs vs enhancements: how many of each', pd.Series({'bug': bug.sum(), 'enhancement': has('enhancement').sum()}))
row(G, 'which month of the year gets the most new issues', *ties(s.groupby(s.created_at.dt.month).size()))
row(G, 'which weekday are most issues opened', *ties(s.groupby(s.created_at.dt.day_name()).size()))
row(G, 'busiest hour of the day for new issues', *ties(s.groupby(s.created_at.dt.hour).size()))
val(G, 'how many issues were opened on weekends', (s.created_at.dt.dayofweek >= 5).sum())
val(G, 'how many issues were closed in 2024', (s.closed_at.dt.year == 2024).sum())
val(G, 'how many issues were opened in march 2023', ((sy == 2023) & (s.created_at.dt.month == 3)).sum())
val(G, 'issues created before 2023-06-01', (s.created_at < '2023-06-01').sum())
val(G, 'how many issues have more than 10 comments', (s.comments > 10).sum())
val(G, 'average comments on issues labelled bug', s[bug].comments.mean())
val(G, 'how many issues opened in 2023 are still open', ((sy == 2023) & opn).sum())
refuse(G, 'how many closed issues took more than 30 days to close', (close_h > 720).sum(), (close_d > 30).sum())
val(G, 'how many issues have no milestone', s.milestone.isna().sum())
lst(G, 'which columns have gaps', s.columns[s.isna().any()])
val(G, 'how many issues have no labels', s['labels'].isna().sum())
val(G, 'median time to close in hours', close_h.median())
val(G, 'average time to close bugs, in hours', close_h[bug[done.index]].mean())
val(G, 'what pct of issues are closed', 100 * (s.state == 'closed').mean())
val(G, 'pct of bugs still open', 100 * (bug & opn).sum() / bug.sum())
row(G, 'most common label', *ties(lab.explode().loc[lambda x: x != ''].value_counts()))
refuse(G, 'average time to close in days', close_h.mean() / 24, close_d.mean())


MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
close = lambda a, e: abs(a - e) <= 1e-6 * max(1, abs(e)) + 1e-6
def label(v):
    """A pandas label as the expectation writes it: 9.0 -> 9, a month number also as its name."""
    return str(int(float(v))) if str(v).replace('.', '', 1).isdigit() and float(v) == int(float(v)) else str(v)
ok = bad = figures = 0
seen = set()
for data, q, kind, got in checks:
    seen.add((data, q))
    e = exp.get((data, q))
    if e is None: print('NO EXPECTATION', q); bad += 1; continue
    if kind == 'value': good = e['kind'] == 'value' and close(got, e['value']); figures += 1
    elif kind == 'groups':
        ev = {label(k): v for k, v in e['values'].items()}
        gv = {label(k): v for k, v in got.items()}
        good = e['kind'] == 'groups' and set(ev) == set(gv) and all(close(gv[k], ev[k]) for k in ev); figures += len(ev)
    elif kind == 'row':
        labels, v = got
        names = [label(l) for l in labels]
        # pandas names every tied label; the expectation lists each with its spellings (months and weekdays too).
        good = e['kind'] == 'row' and all(n in e['labels'] or (n.isdigit() and e['column'] == 'month' and MONTHS[int(n) - 1] in e['labels']) for n in names) and len(names) > 0
        good = good and (v is None or 'value' not in e or close(v, e['value']))
        figures += 1
    elif kind == 'top':
        good = e['kind'] == 'top' and e['keys'] == got[0] and all(close(a, b) for a, b in zip(got[1], e['values'])); figures += len(got[0])
    elif kind == 'list':
        good = e['kind'] == 'list' and sorted(e['values']) == got; figures += 1
    elif kind == 'two readings':
        a, b = got
        differ = (a != b) if isinstance(a, str) else not close(a, b)
        good = e['kind'] == 'refuse' and differ; figures += 2
    print(('OK  ' if good else 'DIFF'), f'[{data}] {q}: pandas {got if kind not in ("groups",) else "…"}' + ('' if good else f'  expected {e}'))
    ok += good; bad += not good
answerable = [(e['data'], e['q']) for e in expected if e['expect']['kind'] != 'refuse']
missing = [k for k in answerable if k not in seen]
for k in missing: print('NOT CHECKED', k)
print(f'{ok} questions agree, {bad} differ; {figures} figures compared; {len(answerable) - len(missing)}/{len(answerable)} answerable questions checked')
sys.exit(1 if bad or missing else 0)
