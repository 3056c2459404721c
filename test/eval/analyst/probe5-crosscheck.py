"""Probe 5's data check: recomputes a sample of its expected figures with pandas, reading the
generated files as written (not the generator's rows), and compares them with expected.json.
Run with Debian's /usr/bin/python3 (pandas, openpyxl); see probe5-crosscheck.ts."""
import json, sys
import pandas as pd
F = sys.argv[1].rstrip('/') + '/'
exp = {(e['data'], e['q']): e['expect'] for e in json.load(open(F + 'expected.json'))}
NA = ['', 'NA', '-', 'N/A']
c = pd.read_csv(F + 'crop_yields.csv', na_values=NA, keep_default_na=False)
c['harvest_date'] = pd.to_datetime(c['harvest_date'], format='%b %d, %Y')
p = pd.read_csv(F + 'population.csv', thousands=',')
d = pd.read_csv(F + 'disaster_deaths.csv', keep_default_na=False, na_values=NA)
a = pd.read_csv(F + 'airports.csv', keep_default_na=False, na_values=NA)
j = pd.read_csv(F + 'jobs.csv')
j['perc'] = j['perc'].str.rstrip('%').astype(float)
q = pd.read_csv(F + 'air_quality.csv', keep_default_na=False, na_values=NA, encoding='utf-8')
q['Date'] = pd.to_datetime(q['Date'], format='%d/%m/%Y')
q['hour'] = pd.to_datetime(q['Time'], format='%H:%M').dt.hour
o = pd.read_excel(F + 'store.xlsx', sheet_name='Orders')
r = pd.read_excel(F + 'store.xlsx', sheet_name='Returns')
Y, RAIN = 'yield (bu/acre)', 'growing season rain (in)'
PM, NO2, O3, T = 'PM2.5 (µg/m³)', 'NO2 (µg/m³)', 'O3 (µg/m³)', 'Temperature (°C)'

checks = []
def val(data, q_, x): checks.append((data, q_, 'value', float(x)))
def grp(data, q_, s): checks.append((data, q_, 'groups', {str(k): float(v) for k, v in s.items()}))
def row(data, q_, label): checks.append((data, q_, 'row', str(label)))
def top(data, q_, s): checks.append((data, q_, 'top', ([str(k) for k in s.index], [float(v) for v in s.values])))

# crops
grp('p5_crops', 'avg yield by variety', c.groupby('variety')[Y].mean())
row('p5_crops', 'which variety has the highest average yield?', c.groupby('variety')[Y].mean().idxmax())
row('p5_crops', 'which site yields the most on average', c.groupby('site')[Y].mean().idxmax())
val('p5_crops', 'average yield in 2012', c[c.year == 2012][Y].mean())
val('p5_crops', 'how much higher was the average yield in 2017 than in 2012?', c[c.year == 2017][Y].mean() - c[c.year == 2012][Y].mean())
val('p5_crops', 'how many plots have no yield recorded', c[Y].isna().sum())
top('p5_crops', 'top 3 varieties by avg yield', c.groupby('variety')[Y].mean().nlargest(3))
val('p5_crops', 'average yield at Brookfield excluding 2012', c[(c.site == 'Brookfield') & (c.year != 2012)][Y].mean())
val('p5_crops', 'how many plots yielded more than 65 bushels per acre?', (c[Y] > 65).sum())
row('p5_crops', 'in which month are most plots harvested?', int(c.harvest_date.dt.month.value_counts().idxmax()))
val('p5_crops', 'average yield when rain was over 18 inches', c[c[RAIN] > 18][Y].mean())
val('p5_crops', 'how many plots were harvested after sep 30 2019?', (c.harvest_date > '2019-09-30').sum())
checks.append(('p5_crops', 'which columns have blanks?', 'list', sorted(c.columns[c.isna().any()])))
val('p5_crops', 'how many plots were harvested in october', (c.harvest_date.dt.month == 10).sum())
grp('p5_crops', 'avg rainfall by site', c.groupby('site')[RAIN].mean())
# population
val('p5_population', 'total population in 2020', p[p.year == 2020].people.sum())
val('p5_population', 'how many people aged 65 and over in 2020', p[(p.year == 2020) & (p.age_group.str.extract(r'^(\d+)')[0].astype(int) >= 65)].people.sum())
row('p5_population', 'which age group was the largest in 1990?', p[p.year == 1990].groupby('age_group').people.sum().idxmax())
p20 = p[p.year == 2020]
val('p5_population', 'ratio of men to women in 2020', p20[p20.sex == 'Male'].people.sum() / p20[p20.sex == 'Female'].people.sum())
val('p5_population', 'population growth from 1950 to 2020 in percent', (p20.people.sum() / p[p.year == 1950].people.sum() - 1) * 100)
val('p5_population', 'how many children under 15 in 1970', p[(p.year == 1970) & p.age_group.isin(['0-4', '5-9', '10-14'])].people.sum())
val('p5_population', 'what pct of the population was under 5 in 2020', 100 * p20[p20.age_group == '0-4'].people.sum() / p20.people.sum())
# disasters
val('p5_disasters', 'total deaths from earthquakes', d[d.Entity == 'Earthquake'].Deaths.sum())
row('p5_disasters', 'deadliest year', d.groupby('Year').Deaths.sum().idxmax())
row('p5_disasters', 'which disaster type killed the most people in the 2000s?', d[d.Year.between(2000, 2009)].groupby('Entity').Deaths.sum().idxmax())
val('p5_disasters', 'how many more people died in floods than in landslides', d[d.Entity == 'Flood'].Deaths.sum() - d[d.Entity == 'Landslide'].Deaths.sum())
val('p5_disasters', 'what share of all deaths were caused by droughts? (%)', 100 * d[d.Entity == 'Drought'].Deaths.sum() / d.Deaths.sum())
top('p5_disasters', 'top 3 deadliest disaster types since 1950', d[d.Year >= 1950].groupby('Entity').Deaths.sum().nlargest(3))
val('p5_disasters', 'median deaths from floods', d[d.Entity == 'Flood'].Deaths.median())
row('p5_disasters', 'first year with a wildfire on record', d[d.Entity == 'Wildfire'].Year.min())
checks.append(('p5_disasters', 'which columns have missing values?', 'list', sorted(d.columns[d.isna().any()])))
# airports
val('p5_airports', 'how many airports are in Texas?', (a.state == 'TX').sum())
row('p5_airports', 'northernmost airport', a.loc[a.latitude.idxmax(), 'name'])
row('p5_airports', 'westernmost airport', a.loc[a.longitude.idxmin(), 'name'])
row('p5_airports', 'highest airport', a.loc[a.elevation_ft.idxmax(), 'name'])
row('p5_airports', 'lowest airport in california', a[a.state == 'CA'].sort_values('elevation_ft').iloc[0]['name'])
val('p5_airports', 'avg elevation of airports in colorado', a[a.state == 'CO'].elevation_ft.mean())
val('p5_airports', 'how many airports are above 5,000 feet?', (a.elevation_ft > 5000).sum())
val('p5_airports', 'how many airports have no elevation', a.elevation_ft.isna().sum())
val('p5_airports', 'how many airports lie between latitude 30 and 35', a.latitude.between(30, 35).sum())
grp('p5_airports', 'median elevation by state', a.groupby('state').elevation_ft.median())
top('p5_airports', 'top 5 states by # of airports', a.state.value_counts().nlargest(5))
# jobs
t90 = j[(j.job == 'Teacher') & (j.year == 1990)]
val('p5_jobs', 'share of women among teachers in 1990, in %', 100 * t90[t90.sex == 'Women']['count'].sum() / t90['count'].sum())
val('p5_jobs', 'what pct of all workers were women in 2000', 100 * j[(j.year == 2000) & (j.sex == 'Women')]['count'].sum() / j[j.year == 2000]['count'].sum())
pv = j[j.year == 2000].pivot_table(index='job', columns='sex', values='count', aggfunc='sum')
val('p5_jobs', 'in how many jobs did women outnumber men in 2000?', (pv.Women > pv.Men).sum())
top('p5_jobs', 'top 3 jobs by number of workers in 1990', j[j.year == 1990].groupby('job')['count'].sum().nlargest(3))
row('p5_jobs', 'which job had the largest perc in 1950', j.loc[j[j.year == 1950].perc.idxmax(), 'job'])
val('p5_jobs', 'how many rows have a perc above 5%?', (j.perc > 5).sum())
val('p5_jobs', 'average number of female physicians per decade', j[(j.job == 'Physician') & (j.sex == 'Women')]['count'].mean())
# air quality
val('p5_air', 'average pm2.5', q[PM].mean())
grp('p5_air', 'avg no2 by station', q.groupby('Station')[NO2].mean())
row('p5_air', 'which hour of the day has the highest no2 on average', q.groupby('hour')[NO2].mean().idxmax())
row('p5_air', 'which month had the highest average pm2.5?', q.groupby(q.Date.dt.month)[PM].mean().idxmax())
val('p5_air', 'average pm2.5 in january', q[q.Date.dt.month == 1][PM].mean())
val('p5_air', 'how many hours did pm2.5 exceed 35 at Old Town', ((q.Station == 'Old Town') & (q[PM] > 35)).sum())
val('p5_air', 'what percentage of pm2.5 values are missing', 100 * q[PM].isna().mean())
row('p5_air', 'which day of the week has the lowest no2 on average', q.groupby(q.Date.dt.day_name())[NO2].mean().idxmin())
val('p5_air', 'average pm2.5 when the temperature is below 0', q[q[T] < 0][PM].mean())
val('p5_air', 'correlation between temperature and ozone', q[T].corr(q[O3]))
val('p5_air', 'median no2 on weekends', q[q.Date.dt.dayofweek >= 5][NO2].median())
val('p5_air', 'how many rows have any blank value', q.isna().any(axis=1).sum())
val('p5_air', 'average ozone on 15/06/2022', q[q.Date == '2022-06-15'][O3].mean())
row('p5_air', 'at what time of day is ozone highest on average?', q.groupby('hour')[O3].mean().idxmax())
checks.append(('p5_air', 'which columns have gaps', 'list', sorted(q.columns[q.isna().any()])))
# store
val('p5_store', 'total sales', o.Sales.sum())
val('p5_store', 'profit as a percentage of sales', 100 * o.Profit.sum() / o.Sales.sum())
val('p5_store', 'how many orders are there?', o['Order ID'].nunique())
val('p5_store', 'average order value', o.Sales.sum() / o['Order ID'].nunique())
val('p5_store', 'how many orders in 2023', o[o['Order Date'].dt.year == 2023]['Order ID'].nunique())
val('p5_store', 'total profit in Q4 2022', o[(o['Order Date'].dt.year == 2022) & (o['Order Date'].dt.quarter == 4)].Profit.sum())
row('p5_store', 'which month of the year brings the most sales?', o.groupby(o['Order Date'].dt.month).Sales.sum().idxmax())
val('p5_store', "what's the longest it took to ship an order, in days", (o['Ship Date'] - o['Order Date']).dt.days.max())
val('p5_store', 'technology sales in the west in 2024', o[(o.Category == 'Technology') & (o.Region == 'West') & (o['Order Date'].dt.year == 2024)].Sales.sum())
val('p5_store', 'how many order lines lost money?', (o.Profit < 0).sum())
val('p5_store', 'total sales of returned orders', o[o['Order ID'].isin(r['Order ID'])].Sales.sum())
val('p5_store', 'how many lines had a discount of 20% or more', (o.Discount >= 0.2 - 1e-9).sum())
val('p5_store', 'how many orders were returned', r['Order ID'].nunique())
row('p5_store', 'which weekday gets the most orders?', o.groupby(o['Order Date'].dt.day_name())['Order ID'].nunique().idxmax())
row('p5_store', 'the single most profitable order line', o.loc[o.Profit.idxmax(), 'Row ID'])
val('p5_store', 'average profit on furniture lines with no discount', o[(o.Category == 'Furniture') & (o.Discount == 0)].Profit.mean())
grp('p5_store', 'sales per year', o.groupby(o['Order Date'].dt.year).Sales.sum())

MONTHS = ['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec']
close = lambda x, e: abs(x - e) <= 1e-6 * max(1, abs(e)) + 1e-6
ok = bad = figures = 0
for data, q_, kind, got in checks:
    e = exp.get((data, q_))
    if e is None: print('NO EXPECTATION', q_); bad += 1; continue
    if kind == 'value': good = e['kind'] == 'value' and close(got, e['value']); figures += 1
    elif kind == 'groups':
        ev = e['values']; good = e['kind'] == 'groups' and set(ev) == set(got) and all(close(got[k], ev[k]) for k in ev); figures += len(ev)
    elif kind == 'row':
        good = e['kind'] == 'row' and (got in e['labels'] or (got.isdigit() and (MONTHS[int(got)-1] in e['labels'] if int(got) <= 12 and e['column'] == 'month' else False)) or got[:3] in e['labels']); figures += 1
    elif kind == 'top':
        good = e['kind'] == 'top' and e['keys'] == got[0] and all(close(x, y) for x, y in zip(got[1], e['values'])); figures += len(got[0])
    elif kind == 'list':
        good = e['kind'] == 'list' and sorted(e['values']) == got; figures += 1
    print(('OK  ' if good else 'DIFF'), f'[{data}] {q_}: pandas {got if kind != "groups" else "…"}' + ('' if good else f'  expected {e}'))
    ok += good; bad += not good
print(f'{ok} questions agree, {bad} differ; {figures} figures compared')
sys.exit(1 if bad else 0)
