"""Probe 10's data check: recomputes EVERY answerable expectation with pandas, and both readings of
each two-reading refusal, reading the generated files as written (not the generator's rows), and
compares them with expected.json. Run with Debian's /usr/bin/python3 (pandas, openpyxl); see
probe10-crosscheck.ts."""
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
def top(d, q, ser): checks.append((d, q, 'top', ([str(k) for k in ser.index], [float(v) for v in ser.values])))
def lst(d, q, values): checks.append((d, q, 'list', sorted(str(v) for v in values)))
def refuse(d, q, a, b): checks.append((d, q, 'two readings', (a, b)))
def ties(ser, how='max'):
    """Every key tied at the top (or bottom) of a series, with the value."""
    best = ser.max() if how == 'max' else ser.min()
    return [k for k, v in ser.items() if abs(v - best) < 1e-9], float(best)
def extreme(df, col, label, how='max'):
    best = df[col].max() if how == 'max' else df[col].min()
    return list(df.loc[df[col] == best, label]), (None if isinstance(best, pd.Timestamp) else float(best))

def two(d, q, a, b):
    """A two-reading phrasing: an answer where the readings agree, a must-refuse where they differ."""
    if isinstance(a, list):
        shared = [x for x in a if x in b]
        if shared: row(d, q, shared)
        else: refuse(d, q, ','.join(map(str, a)), ','.join(map(str, b)))
    elif abs(a - b) < 1e-9: val(d, q, a)
    else: refuse(d, q, a, b)

def secs(col):
    """ "3:45:12" or "5:20" as seconds (blank stays missing)."""
    def one(v):
        if pd.isna(v): return float('nan')
        parts = [int(x) for x in str(v).split(':')]
        return float(sum(x * 60 ** (len(parts) - 1 - k) for k, x in enumerate(parts)))
    return col.map(one)

# marathon results
R = 'p10_marathon'
r = pd.read_csv(F + 'marathon_results.csv', keep_default_na=False, na_values=NA)
FIN, HALF, PACE = secs(r['Finish Time']), secs(r['Half Split']), secs(r['Pace (min/km)'])
fin = r.Status == 'Finished'
fr = r[fin]
val(R, 'how many entries are there', len(r))
grp(R, 'entries by status', r.groupby('Status').size())
grp(R, 'number of entries per race year', r.groupby('Race Year').size())
val(R, 'how many countries are represented', r.Country.nunique())
grp(R, 'count of finishers by gender', fr.groupby('Gender').size())
val(R, 'how many runners did not finish', (r.Status == 'DNF').sum())
val(R, 'how many no-shows were there in 2024', ((r.Status == 'DNS') & (r['Race Year'] == 2024)).sum())
row(R, 'which club has the most finishers', *ties(fr.groupby('Club').size()))
row(R, 'biggest age group', *ties(r.groupby('Age Group').size()))
row(R, 'who ran the fastest time', list(r.loc[fin & (FIN == FIN[fin].min()), 'Runner Name']))
w23 = fin & (r.Gender == 'F') & (r['Race Year'] == 2023)
row(R, 'fastest woman in 2023', list(r.loc[w23 & (FIN == FIN[w23].min()), 'Runner Name']))
f24 = fin & (r['Race Year'] == 2024)
row(R, 'slowest finisher in 2024', list(r.loc[f24 & (FIN == FIN[f24].max()), 'Runner Name']))
row(R, 'which country has the most finishers', *ties(fr.groupby('Country').size()))
row(R, 'which age group has the fastest avg finish time', ties(FIN[fin].groupby(r['Age Group'][fin]).mean(), 'min')[0])
grp(R, 'finishers 2023 vs 2024', fr[fr['Race Year'].isin([2023, 2024])].groupby('Race Year').size())
grp(R, 'avg finish time in minutes men vs women', (FIN[fin] / 60).groupby(r.Gender[fin]).mean())
val(R, 'how many more finishers in 2024 than in 2022', (fr['Race Year'] == 2024).sum() - (fr['Race Year'] == 2022).sum())
row(R, 'which year had the most dnfs', *ties(r[r.Status == 'DNF'].groupby('Race Year').size()))
val(R, 'how many finished under 3 hours', (FIN[fin] < 3 * 3600).sum())
val(R, 'avg finish time in minutes', FIN[fin].mean() / 60)
val(R, 'median half split in minutes for finishers', HALF[fin].median() / 60)
val(R, 'how many finishers had a pace faster than 5:00 per km', (PACE[fin] < 300).sum())
val(R, 'average pace in seconds per km', PACE.mean())
val(R, 'finishers between 3:30 and 4:00', FIN[fin].between(3.5 * 3600, 4 * 3600).sum())
val(R, 'avg finish time in minutes for m40-44', FIN[fin & (r['Age Group'] == 'M40-44')].mean() / 60)
val(R, 'how many finishers took over 4 and a half hours', (FIN[fin] > 4.5 * 3600).sum())
val(R, 'avg finish time in minutes excluding 2022', FIN[fin & (r['Race Year'] != 2022)].mean() / 60)
val(R, 'how many irish women finished in 2024', (fin & (r.Country == 'Ireland') & (r.Gender == 'F') & (r['Race Year'] == 2024)).sum())
val(R, 'how many entries have no club', r.Club.isna().sum())
lst(R, 'which columns have gaps', r.columns[r.isna().any()])
val(R, 'how many dnf runners have a half split time', ((r.Status == 'DNF') & HALF.notna()).sum())
val(R, 'pct of entries that finished', 100 * fin.mean())
val(R, 'avg second half minus first half in minutes', ((FIN[fin] - 2 * HALF[fin]) / 60).mean())
grp(R, '% of finishers by gender', 100 * fr.groupby('Gender').size() / len(fr))
two(R, 'how many runners are there', len(r), r['Runner Name'].nunique())
two(R, 'dnf rate', 100 * (r.Status == 'DNF').mean(), 100 * (r.Status == 'DNF').sum() / (r.Status != 'DNS').sum())

# football league
L_ = 'p10_football'
f = pd.read_csv(F + 'league_results.csv', keep_default_na=False, na_values=NA)
f['Match Date'] = pd.to_datetime(f['Match Date'], format='%a %d %b %Y')
f['Attendance'] = f['Attendance'].str.replace(',', '').astype(float)
HG, AG, ATT, MD = 'Home Goals', 'Away Goals', 'Attendance', 'Match Date'
# one row per team and match, from the home and the away side
side = pd.concat([
    pd.DataFrame({'team': f['Home Team'], 'season': f.Season, 'scored': f[HG], 'conceded': f[AG], 'away': False}),
    pd.DataFrame({'team': f['Away Team'], 'season': f.Season, 'scored': f[AG], 'conceded': f[HG], 'away': True}),
])
side['points3'] = (side.scored > side.conceded) * 3 + (side.scored == side.conceded) * 1
side['points2'] = (side.scored > side.conceded) * 2 + (side.scored == side.conceded) * 1
hw, aw, dr = f[HG] > f[AG], f[HG] < f[AG], f[HG] == f[AG]
TEAM = 'Ashford Rovers'
val(L_, 'how many matches are in the file', len(f))
grp(L_, 'matches per season', f.groupby('Season').size())
val(L_, 'average attendance', f[ATT].mean())
val(L_, 'avg home goals', f[HG].mean())
val(L_, 'how many different referees', f.Referee.nunique())
row(L_, 'which stadium had the biggest crowd', *extreme(f, ATT, 'Stadium'))
row(L_, 'busiest referee', *ties(f.groupby('Referee').size()))
val(L_, 'how many home wins', hw.sum())
val(L_, 'how many draws were there in 2022/23', (dr & (f.Season == '2022/23')).sum())
row(L_, 'which team scored the most home goals', *ties(f.groupby('Home Team')[HG].sum()))
row(L_, 'which stadium has the highest avg attendance', *ties(f.groupby('Stadium')[ATT].mean()))
row(L_, 'which team scored the most goals', *ties(side.groupby('team').scored.sum()))
row(L_, 'which team won the most away games', *ties(side[side.away].assign(w=lambda d: d.scored > d.conceded).groupby('team').w.sum()))
grp(L_, 'avg attendance 2022/23 vs 2023/24', f[f.Season.isin(['2022/23', '2023/24'])].groupby('Season')[ATT].mean())
val(L_, 'how many more home wins than away wins', hw.sum() - aw.sum())
s24 = side[side.season == '2023/24']
val(L_, 'how many goals did ashford rovers score in 2023/24', s24[s24.team == TEAM].scored.sum())
val(L_, 'goals conceded by ashford rovers in 2023/24', s24[s24.team == TEAM].conceded.sum())
row(L_, 'which month has the most matches', *ties(f.groupby(f[MD].dt.month).size()))
row(L_, 'which weekday has the highest avg attendance', *ties(f.groupby(f[MD].dt.day_name())[ATT].mean()))
val(L_, 'how many matches were played on a tuesday', (f[MD].dt.dayofweek == 1).sum())
val(L_, 'matches played in december 2023', ((f[MD].dt.year == 2023) & (f[MD].dt.month == 12)).sum())
val(L_, 'how many matches before 1 jan 2023', (f[MD] < '2023-01-01').sum())
val(L_, 'avg attendance in march 2024', f[(f[MD].dt.year == 2024) & (f[MD].dt.month == 3)][ATT].mean())
val(L_, 'matches with attendance over 40,000', (f[ATT] > 40000).sum())
val(L_, 'matches with more than 4 goals', ((f[HG] + f[AG]) > 4).sum())
val(L_, 'avg attendance excluding 2021/22', f[f.Season != '2021/22'][ATT].mean())
val(L_, 'matches with a crowd between 20k and 30k', f[ATT].between(20000, 30000).sum())
val(L_, 'home wins for ashford rovers', (hw & (f['Home Team'] == TEAM)).sum())
val(L_, 'how many matches have no attendance', f[ATT].isna().sum())
lst(L_, 'which columns have gaps', f.columns[f.isna().any()])
val(L_, 'pct of matches that ended in a draw', 100 * dr.mean())
grp(L_, 'home win % by season', 100 * hw.groupby(f.Season).mean())
val(L_, 'avg goals per match', (f[HG] + f[AG]).mean())
grp(L_, 'total goals by season', (f[HG] + f[AG]).groupby(f.Season).sum())
two(L_, 'who won the league in 2023/24', ties(s24.groupby('team').points3.sum())[0], ties(s24.groupby('team').points2.sum())[0])

# fleet fuel log
FL = 'p10_fuel'
l = pd.read_csv(F + 'fleet_fuel_log.csv', keep_default_na=False, na_values=NA)
l['Fill Date'] = pd.to_datetime(l['Fill Date'], format='%Y-%m-%d')
l['Total Cost'] = l['Total Cost'].str.replace(r'[€,]', '', regex=True).astype(float)
C, LI, PR, FD = 'Total Cost', 'Litres', 'Unit Price (€)', 'Fill Date'
ft = l['Fuel Type']
dz = l[ft == 'diesel']
ly = l[FD].dt.year
val(FL, 'how many fill-ups are logged', len(l))
val(FL, 'total spend in the log', l[C].sum())
val(FL, 'total litres', l[LI].sum())
grp(FL, 'fill-ups by vehicle type', l.groupby('Vehicle Type').size())
val(FL, 'avg cost per fill-up', l[C].mean())
val(FL, 'how many vehicles are in the log', l.Registration.nunique())
val(FL, 'total kwh charged', l.kWh.sum())
row(FL, 'which driver spent the most', *ties(l.groupby('Driver')[C].sum()))
row(FL, 'cheapest station brand for diesel on average', *ties(dz.groupby('Station Brand')[PR].mean(), 'min'))
row(FL, 'which vehicle filled up most often', *ties(l.groupby('Registration').size()))
row(FL, 'most expensive fill-up', *extreme(l, C, 'Registration'))
row(FL, 'which van used the most litres', *ties(l[l['Vehicle Type'] == 'van'].groupby('Registration')[LI].sum()))
row(FL, 'biggest single fill in litres', *extreme(l, LI, 'Registration'))
row(FL, 'which station brand did we use the most', *ties(l.groupby('Station Brand').size()))
grp(FL, 'avg unit price diesel vs petrol', l[ft.isin(['diesel', 'petrol'])].groupby('Fuel Type')[PR].mean())
grp(FL, 'spend 2023 vs 2024', l.groupby(ly)[C].sum())
val(FL, 'how much more did we spend on diesel than petrol', dz[C].sum() - l[ft == 'petrol'][C].sum())
row(FL, 'which month of the year has the highest spend', *ties(l.groupby(l[FD].dt.month)[C].sum()))
row(FL, 'which weekday has the most fill-ups', *ties(l.groupby(l[FD].dt.day_name()).size()))
val(FL, 'how many fill-ups happened on a sunday', (l[FD].dt.dayofweek == 6).sum())
val(FL, 'fill-ups in march 2024', ((ly == 2024) & (l[FD].dt.month == 3)).sum())
val(FL, 'total spend before 1 july 2023', l[l[FD] < '2023-07-01'][C].sum())
val(FL, 'avg litres per fill for trucks', l[l['Vehicle Type'] == 'truck'][LI].mean())
val(FL, 'fill-ups over €100', (l[C] > 100).sum())
val(FL, 'fill-ups between 40 and 60 litres', l[LI].between(40, 60).sum())
val(FL, 'total spend excluding electric', l[ft != 'electric'][C].sum())
val(FL, 'avg unit price for petrol in 2024', l[(ft == 'petrol') & (ly == 2024)][PR].mean())
val(FL, 'fills with a unit price above €1.80', (l[PR] > 1.8).sum())
val(FL, 'how many fill-ups have a note', l.Notes.notna().sum())
lst(FL, 'which columns have gaps', l.columns[l.isna().any()])
val(FL, 'how many rows have no litres', l[LI].isna().sum())
val(FL, 'pct of spend on diesel', 100 * dz[C].sum() / l[C].sum())
grp(FL, 'avg cost per fill-up by vehicle type', l.groupby('Vehicle Type')[C].mean())
val(FL, 'electric share of fill-ups in %', 100 * (ft == 'electric').mean())
fu = l[ft != 'electric'].sort_values(['Registration', 'Odometer (km)'])
km = fu.groupby('Registration')['Odometer (km)'].diff()
leg = fu[km.notna()]
two(FL, 'avg fuel consumption in litres per 100 km', (100 * leg[LI] / km[km.notna()]).mean(), 100 * leg[LI].sum() / km.sum())


MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

# loan applications
LA = 'p10_loans'
a = pd.read_csv(F + 'loan_applications.csv', keep_default_na=False, na_values=NA)
a['Applied Date'] = pd.to_datetime(a['Applied Date'], format='%d-%b-%Y')
a['Annual Income'] = a['Annual Income'].str.replace(r'[$,]', '', regex=True).astype(float)
a['Interest Rate'] = a['Interest Rate'].str.rstrip('%').astype(float)
AD, INC, AMT, RATE, SC = 'Applied Date', 'Annual Income', 'Loan Amount (USD)', 'Interest Rate', 'Credit Score'
ok_ = a[a.Status == 'Approved']
rj = a.Status == 'Rejected'
ay = a[AD].dt.year
val(LA, 'how many applications', len(a))
grp(LA, 'applications by status', a.groupby('Status').size())
val(LA, 'avg loan amount', a[AMT].mean())
val(LA, 'median annual income', a[INC].median())
grp(LA, 'applications per purpose', a.groupby('Purpose').size())
val(LA, 'how many applications were turned down', rj.sum())
val(LA, 'biggest loan requested', a[AMT].max())
val(LA, 'how many applicants pulled out', (a.Status == 'Withdrawn').sum())
row(LA, 'most common loan purpose', *ties(a.groupby('Purpose').size()))
row(LA, 'which purpose has the highest avg loan amount', *ties(a.groupby('Purpose')[AMT].mean()))
row(LA, 'application with the highest income', *extreme(a, INC, 'Application ID'))
row(LA, 'which region has the most defaults', *ties(a[a.Defaulted == 'Y'].groupby('Region').size()))
grp(LA, 'approvals 2023 vs 2024', ok_[ok_[AD].dt.year.isin([2023, 2024])].groupby(ok_[AD].dt.year).size())
grp(LA, 'avg interest rate 36 vs 60 month loans', ok_.groupby('Term (months)')[RATE].mean())
val(LA, 'how many more rejections than approvals in 2022', (rj & (ay == 2022)).sum() - ((a.Status == 'Approved') & (ay == 2022)).sum())
row(LA, 'which month of the year gets the most applications', *ties(a.groupby(a[AD].dt.month).size()))
row(LA, 'which weekday gets the most applications', *ties(a.groupby(a[AD].dt.day_name()).size()))
val(LA, 'applications in march 2023', ((ay == 2023) & (a[AD].dt.month == 3)).sum())
val(LA, 'avg annual income of approved applicants', ok_[INC].mean())
val(LA, 'avg interest rate of approved loans', ok_[RATE].mean())
val(LA, 'how many applicants have 10+ years of employment', (a['Employment Length'] == '10+ years').sum())
val(LA, 'applications for more than $20k', (a[AMT] > 20000).sum())
val(LA, 'applicants earning between 40k and 60k', a[INC].between(40000, 60000).sum())
val(LA, 'avg credit score excluding rejected applications', a[~rj][SC].mean())
val(LA, 'approved loans with an interest rate above 10%', (ok_[RATE] > 10).sum())
val(LA, 'how many applicants are under 25', (a['Applicant Age'] < 25).sum())
val(LA, 'how many applications have no credit score', a[SC].isna().sum())
lst(LA, 'which columns have gaps', a.columns[a.isna().any()])
val(LA, 'default rate of approved loans in %', 100 * (ok_.Defaulted == 'Y').mean())
val(LA, 'pct of applications rejected', 100 * rj.mean())
grp(LA, 'default rate by purpose for approved loans, in %', 100 * (ok_.Defaulted == 'Y').groupby(ok_.Purpose).mean())
two(LA, 'approval rate', 100 * len(ok_) / len(a), 100 * len(ok_) / a.Status.isin(['Approved', 'Rejected']).sum())
two(LA, 'average loan to income ratio', (a[AMT] / a[INC]).mean(), a[AMT].sum() / a[INC].sum())

# budget workbook
BW = 'p10_budget'
bud = pd.read_excel(F + 'dept_budget_2024.xlsx', sheet_name='Budget')
act = pd.read_excel(F + 'dept_budget_2024.xlsx', sheet_name='Actuals')
long = bud.melt(id_vars=['Department', 'Cost Line'], var_name='month', value_name='budget')
long['m'] = long.month.map({m: k + 1 for k, m in enumerate(MONTHS)})
db = long.groupby('Department').budget.sum()
da = act.groupby('Department').Amount.sum()
over = da - db
val(BW, 'total budget for 2024', long.budget.sum())
grp(BW, 'budget by department', db)
val(BW, 'total actual spend', act.Amount.sum())
grp(BW, 'actual spend by department', da)
val(BW, 'how many invoices', act['Invoice ID'].nunique())
val(BW, 'how many different vendors', act.Vendor.nunique())
row(BW, 'top vendor by spend', *ties(act.groupby('Vendor').Amount.sum()))
row(BW, 'who approved the most invoices', *ties(act.groupby('Approved By').size()))
row(BW, 'biggest invoice', *extreme(act, 'Amount', 'Invoice ID'))
row(BW, 'which department has the biggest budget', *ties(db))
row(BW, 'which month has the highest budget', *ties(long.groupby('m').budget.sum()))
row(BW, 'which month had the highest actual spend', *ties(act.groupby(act.Date.dt.month).Amount.sum()))
grp(BW, 'actual minus budget by department', over)
two(BW, 'which department is most over budget', ties(over)[0], ties(100 * over / db)[0])
left_ = over.idxmin()
val(BW, f'how much of the {left_.lower()} budget is left', -over[left_])
lb = long.groupby(['Department', 'Cost Line']).budget.sum()
la = act.groupby(['Department', 'Cost Line']).Amount.sum()
mk = (la - lb).loc['Marketing']
lst(BW, 'which cost lines in marketing are over budget', mk[mk > 0].index)
val(BW, 'pct of the annual budget spent', 100 * act.Amount.sum() / long.budget.sum())
val(BW, 'travel budget for the year', long[long['Cost Line'] == 'Travel'].budget.sum())
val(BW, 'actual spend in q4', act[act.Date.dt.quarter == 4].Amount.sum())
val(BW, 'budget for march', bud['Mar'].sum())
val(BW, 'actual spend in march 2024', act[(act.Date.dt.year == 2024) & (act.Date.dt.month == 3)].Amount.sum())
val(BW, 'spend before 1 july 2024', act[act.Date < '2024-07-01'].Amount.sum())
val(BW, 'invoices over $5,000', (act.Amount > 5000).sum())
val(BW, 'invoices between 1k and 2k', act.Amount.between(1000, 2000).sum())
val(BW, 'actual spend excluding it', act[act.Department != 'IT'].Amount.sum())
val(BW, 'software spend in finance', act[(act.Department == 'Finance') & (act['Cost Line'] == 'Software')].Amount.sum())
val(BW, 'how many invoices have no approver', act['Approved By'].isna().sum())
lst(BW, 'which columns in actuals have gaps', act.columns[act.isna().any()])
grp(BW, '% of actual spend by department', 100 * da / act.Amount.sum())
val(BW, 'avg invoice amount', act.Amount.mean())
# the two readings of "which cost lines are over budget", for PROBE10.md
per_line = (act.groupby('Cost Line').Amount.sum() - long.groupby('Cost Line').budget.sum())
print('READINGS cost lines over budget: by department and line', [f'{d} / {c}' for (d, c), v in (la - lb).items() if v > 0], '; by line name', list(per_line[per_line > 0].index))

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
