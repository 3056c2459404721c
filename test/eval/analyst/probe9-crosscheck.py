"""Probe 9's data check: recomputes EVERY answerable expectation with pandas, and both readings of
each two-reading refusal, reading the generated files as written (not the generator's rows), and
compares them with expected.json. Run with Debian's /usr/bin/python3 (pandas, openpyxl); see
probe9-crosscheck.ts."""
import json, sys
import pandas as pd
F = sys.argv[1].rstrip('/') + '/'
expected = json.load(open(F + 'expected.json'))
exp = {(e['data'], e['q']): e['expect'] for e in expected}
NA = ['', 'NA', 'n/a', '-']

s = pd.read_csv(F + 'restaurant_inspections.csv', keep_default_na=False, na_values=NA)
s['Inspection Date'] = pd.to_datetime(s['Inspection Date'], format='%m/%d/%Y')
p = pd.read_csv(F + 'hr_payroll.csv', keep_default_na=False, na_values=NA)
p['Hire Date'] = pd.to_datetime(p['Hire Date'], format='%Y-%m-%d')
p['Termination Date'] = pd.to_datetime(p['Termination Date'], format='%Y-%m-%d')
p['Annual Salary'] = p['Annual Salary'].str.replace(r'[$,]', '', regex=True).astype(float)
p['Bonus'] = p['Bonus'].str.rstrip('%').astype(float)
c = pd.read_csv(F + 'ev_charging_sessions.csv', keep_default_na=False, na_values=NA)
c['Plug In'] = pd.to_datetime(c['Plug In'], format='%Y-%m-%d %H:%M')
c['Unplug'] = pd.to_datetime(c['Unplug'], format='%Y-%m-%d %H:%M')
c['Cost'] = c['Cost'].str.replace(r'[£,]', '', regex=True).astype(float)

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

# restaurant inspections
S = 'p9_inspections'
SC, DT = 'Score', 'Inspection Date'
crit = s['Critical Flag'] == 'Critical'
sy = s[DT].dt.year
val(S, 'how many inspections are there', len(s))
grp(S, 'inspections by borough', s.groupby('Borough').size())
val(S, 'avg score', s[SC].mean())
val(S, 'how many different restaurants', s['Restaurant Name'].nunique())
grp(S, 'count of inspections per grade', s.groupby('Grade').size())
grp(S, 'median score by cuisine', s.groupby('Cuisine')[SC].median())
val(S, 'how many critical violations were found', crit.sum())
val(S, 'how many inspections are not yet graded', (s.Grade == 'Not Yet Graded').sum())
val(S, 'how many inspections came from complaints', (s['Inspection Type'] == 'Complaint').sum())
row(S, 'most inspected restaurant', *ties(s.groupby('Restaurant Name').size()))
row(S, 'which restaurant got the highest score', *extreme(s, SC, 'Restaurant Name'))
row(S, 'which borough has the highest avg score', *ties(s.groupby('Borough')[SC].mean()))
row(S, 'which cuisine has the most critical violations', *ties(s[crit].groupby('Cuisine').size()))
row(S, 'cuisine with the lowest average score', *ties(s.groupby('Cuisine')[SC].mean(), 'min'))
row(S, 'which violation code shows up the most', *ties(s.groupby('Violation Code').size()))
grp(S, 'avg score brooklyn vs queens', s[s.Borough.isin(['Brooklyn', 'Queens'])].groupby('Borough')[SC].mean())
grp(S, 'inspections 2023 vs 2024', s[sy.isin([2023, 2024])].groupby(sy).size())
val(S, 'how many more critical violations in manhattan than in the bronx', (crit & (s.Borough == 'Manhattan')).sum() - (crit & (s.Borough == 'Bronx')).sum())
row(S, 'which month of the year has the most inspections', *ties(s.groupby(s[DT].dt.month).size()))
row(S, 'which weekday has the most inspections', *ties(s.groupby(s[DT].dt.day_name()).size()))
val(S, 'how many inspections happened on a saturday', (s[DT].dt.dayofweek == 5).sum())
val(S, 'inspections in march 2024', ((sy == 2024) & (s[DT].dt.month == 3)).sum())
val(S, 'how many inspections before 1 july 2022', (s[DT] < '2022-07-01').sum())
val(S, 'avg score in 2023', s[sy == 2023][SC].mean())
val(S, 'how many inspections on 2023-06-14', (s[DT] == '2023-06-14').sum())
val(S, 'how many inspections scored over 27', (s[SC] > 27).sum())
val(S, 'inspections with a score between 14 and 27', s[SC].between(14, 27).sum())
val(S, 'avg score excluding pre-permit inspections', s[s['Inspection Type'] != 'Pre-permit'][SC].mean())
val(S, 'avg score for chinese restaurants in queens', s[(s.Cuisine == 'Chinese') & (s.Borough == 'Queens')][SC].mean())
val(S, 'how many inspections have no score', s[SC].isna().sum())
lst(S, 'which columns have gaps', s.columns[s.isna().any()])
val(S, 'how many inspections found no violation at all', s['Violation Code'].isna().sum())
val(S, 'pct of inspections with a critical violation', 100 * crit.mean())
grp(S, '% of inspections graded A by borough', 100 * (s.Grade == 'A').groupby(s.Borough).mean())
grp(S, 'critical rate by cuisine in %', 100 * crit.groupby(s.Cuisine).mean())
graded = s[s.Grade != 'Not Yet Graded'].sort_values(DT, kind='stable')
last = graded.groupby('Restaurant Name').tail(1)

# HR payroll
P = 'p9_payroll'
SAL, HIRE, TERM, RAT = 'Annual Salary', 'Hire Date', 'Termination Date', 'Performance Rating'
cur = p[TERM].isna()
staff = p[cur]
left = p[~cur]
hy = p[HIRE].dt.year
val(P, 'how many records are in the export', len(p))
grp(P, 'headcount by department for current staff', staff.groupby('Department').size())
val(P, 'average annual salary of current employees', staff[SAL].mean())
grp(P, 'avg salary by department', p.groupby('Department')[SAL].mean())
val(P, 'total payroll for current staff', staff[SAL].sum())
row(P, 'highest paid employee', *extreme(p, SAL, 'Full Name'))
row(P, 'who has been here the longest among current staff', *extreme(staff, HIRE, 'Full Name', 'min'))
val(P, 'how many people have left', len(left))
val(P, 'how many current employees work remotely', (staff.Remote == 'yes').sum())
row(P, 'which department pays the most on average', *ties(p.groupby('Department')[SAL].mean()))
row(P, 'which office city has the most current employees', *ties(staff.groupby('Office City').size()))
row(P, 'which manager id has the most current direct reports', *ties(staff.groupby('Manager ID').size()))
row(P, 'department with the lowest avg performance rating', *ties(p.groupby('Department')[RAT].mean(), 'min'))
row(P, 'most recent hire', *extreme(p, HIRE, 'Full Name'))
grp(P, 'avg salary engineering vs sales', p[p.Department.isin(['Engineering', 'Sales'])].groupby('Department')[SAL].mean())
grp(P, 'hires 2022 vs 2023', p[hy.isin([2022, 2023])].groupby(hy).size())
val(P, 'how many more current staff in engineering than in marketing', (staff.Department == 'Engineering').sum() - (staff.Department == 'Marketing').sum())
ty = left[TERM].dt.year
grp(P, 'did more people leave in 2024 than in 2023', left[ty.isin([2023, 2024])].groupby(ty).size())
row(P, 'which month of the year do we hire the most', *ties(p.groupby(p[HIRE].dt.month).size()))
row(P, 'which weekday do most people start on', *ties(p.groupby(p[HIRE].dt.day_name()).size()))
val(P, 'how many employees were hired before 2016', (p[HIRE] < '2016-01-01').sum())
val(P, 'how many people left in 2023', (ty == 2023).sum())
val(P, 'employees hired between 2019 and 2021', hy.between(2019, 2021).sum())
val(P, 'how many earn over $100k', (p[SAL] > 100000).sum())
val(P, 'how many salaries between 60k and 80k', p[SAL].between(60000, 80000).sum())
val(P, 'avg bonus for people rated 5', p[p[RAT] == 5].Bonus.mean())
val(P, 'how many have a bonus over 10%', (p.Bonus > 10).sum())
val(P, 'current staff in austin earning more than 90,000', ((staff['Office City'] == 'Austin') & (staff[SAL] > 90000)).sum())
val(P, 'how many employees have no performance rating', p[RAT].isna().sum())
lst(P, 'which columns have gaps', p.columns[p.isna().any()])
val(P, 'how many people are still employed', cur.sum())
val(P, 'pct of current staff working remotely', 100 * (staff.Remote == 'yes').mean())
val(P, 'average days between hire and termination for leavers', (left[TERM] - left[HIRE]).dt.days.mean())
val(P, 'total bonus payout in dollars for current staff', (staff[SAL] * staff.Bonus / 100).sum())

# EV charging sessions
C = 'p9_charging'
KWH, IN = 'Energy (kWh)', 'Plug In'
mins = (c.Unplug - c[IN]).dt.total_seconds() / 60
cy = c[IN].dt.year
ch = c[IN].dt.hour
val(C, 'how many charging sessions', len(c))
val(C, 'total energy delivered', c[KWH].sum())
val(C, 'avg kwh per session', c[KWH].mean())
grp(C, 'sessions by connector', c.groupby('Connector').size())
val(C, 'how much did users pay in total', c.Cost.sum())
row(C, 'busiest site', *ties(c.groupby('Site').size()))
row(C, 'longest session', list(c.loc[mins == mins.max(), 'Session ID']))
row(C, 'most expensive session', *extreme(c, 'Cost', 'Session ID'))
val(C, 'how many different drivers used the network', c['User ID'].nunique())
val(C, 'how long do people stay plugged in on average, in minutes', mins.mean())
row(C, 'which station delivered the most energy', *ties(c.groupby('Station ID')[KWH].sum()))
row(C, 'which connector has the highest avg kwh', *ties(c.groupby('Connector')[KWH].mean()))
row(C, 'which site has the most idle minutes in total', *ties(c.groupby('Site')['Idle Minutes'].sum()))
grp(C, 'avg kwh ccs vs chademo', c[c.Connector.isin(['CCS', 'CHAdeMO'])].groupby('Connector')[KWH].mean())
grp(C, 'sessions 2023 vs 2024', c.groupby(cy).size())
val(C, 'how much more energy was delivered in 2023 than in 2024', c[cy == 2023][KWH].sum() - c[cy == 2024][KWH].sum())
grp(C, 'avg cost at the library vs the hotel', c[c.Site.isin(['Central Library', 'Northgate Hotel'])].groupby('Site').Cost.mean())
row(C, 'busiest hour of the day to plug in', *ties(c.groupby(ch).size()))
row(C, 'which weekday has the most sessions', *ties(c.groupby(c[IN].dt.day_name()).size()))
row(C, 'which month of the year uses the most energy', *ties(c.groupby(c[IN].dt.month)[KWH].sum()))
val(C, 'how many sessions start at 6pm or later', (ch >= 18).sum())
val(C, 'how many sessions on weekends', (c[IN].dt.dayofweek >= 5).sum())
val(C, 'sessions in january 2024', ((cy == 2024) & (c[IN].dt.month == 1)).sum())
val(C, 'energy delivered before 1 april 2023', c[c[IN] < '2023-04-01'][KWH].sum())
val(C, 'how many sessions plugged in on 2024-03-15', (c[IN].dt.strftime('%Y-%m-%d') == '2024-03-15').sum())
val(C, 'sessions over 50 kwh', (c[KWH] > 50).sum())
val(C, 'how many sessions cost more than £20', (c.Cost > 20).sum())
val(C, 'sessions between 10 and 30 kwh', c[KWH].between(10, 30).sum())
val(C, 'avg energy excluding chademo', c[c.Connector != 'CHAdeMO'][KWH].mean())
val(C, 'how many sessions lasted more than 2 hours', (mins > 120).sum())
val(C, 'how many sessions have no energy reading', c[KWH].isna().sum())
lst(C, 'which columns have gaps', c.columns[c.isna().any()])
val(C, 'how many sessions have a note', c.Notes.notna().sum())
grp(C, 'average session length in minutes by connector', mins.groupby(c.Connector).mean())
val(C, 'avg charging time in minutes not counting idle time', (mins - c['Idle Minutes']).mean())
val(C, '% of sessions with no idle time', 100 * (c['Idle Minutes'] == 0).mean())
grp(C, 'share of sessions by site in %', 100 * c.groupby('Site').size() / len(c))
m = c[c[KWH].notna()]
two(C, 'average cost per kwh', (m.Cost / m[KWH]).mean(), m.Cost.sum() / m[KWH].sum())
two(C, 'idle time as a % of time plugged in', (100 * c['Idle Minutes'] / mins).mean(), 100 * c['Idle Minutes'].sum() / mins.sum())
two(S, 'how many restaurants got an A', s[s.Grade == 'A']['Restaurant Name'].nunique(), (last.Grade == 'A').sum())
two(P, 'how many employees are there', len(p), cur.sum())
chg = (mins - c['Idle Minutes']) / 60
two(C, 'average charging speed in kw', (m[KWH] / chg[m.index]).mean(), m[KWH].sum() / chg[m.index].sum())

# online-course workbook
E = 'p9_courses'
GR = 'Final Grade'
e = pd.read_excel(F + 'online_courses.xlsx', sheet_name='Enrollments')
k = pd.read_excel(F + 'online_courses.xlsx', sheet_name='Courses')
k['Hours'] = k.Length.str.replace(' h', '', regex=False).astype(float)
ek = e.merge(k, on='Course ID', how='left')
fin = ek[ek.Completed.notna()]
ong = e[e.Completed.isna()]
title = dict(zip(k['Course ID'], k.Title))
ey = e.Enrolled.dt.year
val(E, 'how many enrollments are there', len(e))
val(E, 'how many courses are there', len(k))
val(E, 'avg final grade', e[GR].mean())
grp(E, 'how many courses does each instructor teach', k.groupby('Instructor').size())
val(E, 'how many different students enrolled', e['Student ID'].nunique())
row(E, 'most expensive course', *extreme(k, 'Price', 'Title'))
row(E, 'longest course', *extreme(k, 'Hours', 'Title'))
val(E, 'how many enrollments are still in progress', len(ong))
ids, n = ties(e.groupby('Course ID').size())
row(E, 'most popular course by enrollments', ids + [title[i] for i in ids], n)
row(E, 'which category has the most completions', *ties(fin.groupby('Category').size()))
ids, n = ties(e.groupby('Course ID')[GR].mean())
row(E, 'which course has the highest average final grade', ids + [title[i] for i in ids], n)
row(E, "which instructor's courses get the highest avg grade", *ties(ek.groupby('Instructor')[GR].mean()))
grp(E, 'enrollments 2023 vs 2024', e.groupby(ey).size())
grp(E, 'avg final grade programming vs design', ek[ek.Category.isin(['Programming', 'Design'])].groupby('Category')[GR].mean())
grp(E, 'completions by category', fin.groupby('Category').size())
row(E, 'which month of the year has the most enrollments', *ties(e.groupby(e.Enrolled.dt.month).size()))
row(E, 'which weekday do most students enroll', *ties(e.groupby(e.Enrolled.dt.day_name()).size()))
val(E, 'enrollments in march 2024', ((ey == 2024) & (e.Enrolled.dt.month == 3)).sum())
val(E, 'how many enrollments were completed before 1 june 2023', (e.Completed < '2023-06-01').sum())
val(E, 'average course length in hours', k.Hours.mean())
val(E, 'how many courses cost over $100', (k.Price > 100).sum())
val(E, 'courses longer than 20 hours', (k.Hours > 20).sum())
val(E, 'final grades between 70 and 90', e[GR].between(70, 90).sum())
val(E, 'in-progress enrollments past 50% progress', (ong['Progress %'] > 50).sum())
val(E, 'avg final grade excluding the united states', e[e.Country != 'United States'][GR].mean())
val(E, 'how many enrollments have no final grade', e[GR].isna().sum())
lst(E, 'which columns of the enrollments sheet have gaps', e.columns[e.isna().any()])
val(E, 'pct of enrollments completed', 100 * e.Completed.notna().mean())
val(E, 'average days to complete a course', (e.Completed - e.Enrolled).dt.days.mean())
grp(E, 'completion rate by category in %', 100 * ek.Completed.notna().groupby(ek.Category).mean())
grp(E, 'total enrollment fees at list price by category', ek.groupby('Category').Price.sum())
two(E, 'average course price', k.Price.mean(), ek.Price.mean())

# support tickets
T = 'p9_tickets'
t = pd.read_csv(F + 'support_tickets.csv', keep_default_na=False, na_values=NA)
for col in ['Opened At', 'First Response At', 'Resolved At']: t[col] = pd.to_datetime(t[col], format='%d/%m/%Y %H:%M')
OP, RS, SAT = 'Opened At', 'Resolved At', 'Satisfaction'
br = t['SLA Breached'].astype(str).str.lower() == 'true'
res = t[t[RS].notna()]
hrs = (res[RS] - res[OP]).dt.total_seconds() / 3600
first = (t['First Response At'] - t[OP]).dt.total_seconds() / 60
val(T, 'how many tickets', len(t))
grp(T, 'tickets by priority', t.groupby('Priority').size())
val(T, 'avg satisfaction', t[SAT].mean())
val(T, 'how many tickets are still open', t[RS].isna().sum())
row(T, 'which agent resolved the most tickets', *ties(res.groupby('Agent').size()))
val(T, 'how many tickets got reopened', (t.Reopened == 'Y').sum())
row(T, 'busiest channel', *ties(t.groupby('Channel').size()))
row(T, 'which category has the lowest avg satisfaction', *ties(t.groupby('Category')[SAT].mean(), 'min'))
row(T, 'which agent has the most sla breaches', *ties(t[br].groupby('Agent').size()))
row(T, 'ticket that took the longest to resolve', list(res.loc[hrs == hrs.max(), 'Ticket ID']))
grp(T, 'avg satisfaction chat vs email', t[t.Channel.isin(['chat', 'email'])].groupby('Channel')[SAT].mean())
val(T, 'how many more p3 tickets than p4 tickets', (t.Priority == 'P3').sum() - (t.Priority == 'P4').sum())
ec = t.Channel.isin(['email', 'chat']) & first.notna()
grp(T, 'avg minutes to first response, email vs chat', first[ec].groupby(t.Channel[ec]).mean())
row(T, 'busiest hour for new tickets', *ties(t.groupby(t[OP].dt.hour).size()))
row(T, 'which weekday gets the most tickets', *ties(t.groupby(t[OP].dt.day_name()).size()))
val(T, 'how many tickets were opened on weekends', (t[OP].dt.dayofweek >= 5).sum())
val(T, 'tickets opened in march 2024', ((t[OP].dt.year == 2024) & (t[OP].dt.month == 3)).sum())
val(T, 'tickets opened before 15 feb 2024', (t[OP] < '2024-02-15').sum())
val(T, 'how many tickets were resolved on 2024-06-03', (t[RS].dt.strftime('%Y-%m-%d') == '2024-06-03').sum())
val(T, 'how many p1 tickets breached the sla', (br & (t.Priority == 'P1')).sum())
val(T, 'tickets resolved within 24 hours', (hrs <= 24).sum())
val(T, 'avg satisfaction excluding phone', t[t.Channel != 'phone'][SAT].mean())
val(T, 'how many tickets have no satisfaction rating', t[SAT].isna().sum())
lst(T, 'which columns have gaps', t.columns[t.isna().any()])
val(T, 'how many tickets are still waiting for a first response', t['First Response At'].isna().sum())
val(T, 'pct of tickets that breached the sla', 100 * br.mean())
grp(T, 'sla breach rate by priority in %', 100 * br.groupby(t.Priority).mean())
val(T, 'average minutes to first response', first.mean())
grp(T, 'avg hours to resolve by priority', hrs.groupby(res.Priority).mean())
rated = t[t[SAT].notna()]
two(T, 'what is our csat score', t[SAT].mean(), 100 * (rated[SAT] >= 4).mean())
two(T, 'reopen rate', 100 * (t.Reopened == 'Y').mean(), 100 * (t.Reopened == 'Y').sum() / len(res))
two(T, 'how long do customers wait on average, in minutes', first.mean(), hrs.mean() * 60)


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
