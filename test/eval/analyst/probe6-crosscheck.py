"""Probe 6's data check: recomputes EVERY answerable expectation with pandas, and both readings of
each two-reading refusal, reading the generated files as written (not the generator's rows), and
compares them with expected.json. Run with Debian's /usr/bin/python3 (pandas, openpyxl); see
probe6-crosscheck.ts."""
import json, sys
import pandas as pd
F = sys.argv[1].rstrip('/') + '/'
expected = json.load(open(F + 'expected.json'))
exp = {(e['data'], e['q']): e['expect'] for e in expected}
NA = ['', 'NA', 'n/a', '.', '-', 'null']
money = lambda s: s.str.replace(r'[$,]', '', regex=True).astype(float)

t = pd.read_csv(F + 'passengers.csv', keep_default_na=False, na_values=NA)
w = pd.read_csv(F + 'wine_quality.csv', keep_default_na=False, na_values=NA)
s = pd.read_csv(F + 'exam_scores.csv', keep_default_na=False, na_values=NA)
h = pd.read_csv(F + 'home_sales.csv', keep_default_na=False, na_values=NA, thousands=',')
h['Sale Date'] = pd.to_datetime(h['Sale Date'], format='%m/%d/%y')
h['Sale Price'] = money(h['Sale Price'])
x = pd.read_csv(F + 'taxi_trips.csv', keep_default_na=False, na_values=NA)
for c in ['pickup_datetime', 'dropoff_datetime']: x[c] = pd.to_datetime(x[c], format='%Y-%m-%dT%H:%M:%S')
for c in ['fare_amount', 'tip_amount', 'total_amount']: x[c] = money(x[c])
x['minutes'] = (x.dropoff_datetime - x.pickup_datetime).dt.total_seconds() / 60
o = pd.read_excel(F + 'olympics.xlsx', sheet_name='Medals')
g = pd.read_excel(F + 'olympics.xlsx', sheet_name='Games')
o['Total'] = o.Gold + o.Silver + o.Bronze
m = pd.read_csv(F + 'songs.csv', keep_default_na=False, na_values=NA)
m['release_date'] = pd.to_datetime(m['release_date'], format='%d %B %Y')
m['explicit'] = m['explicit'].astype(str) == 'True'
ALC, SUG, PH = 'alcohol (% vol)', 'residual sugar (g/L)', 'pH'
MATH, READ, WRITE = 'math score', 'reading score', 'writing score'
PRICE, AREA = 'Sale Price', 'Living Area (sq ft)'

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

# passengers
T = 'p6_titanic'
val(T, 'how many passengers are there', len(t))
val(T, 'how many survived', (t.Survived == 1).sum())
val(T, 'what % of passengers survived', 100 * t.Survived.mean())
val(T, 'how many women survived', ((t.Sex == 'female') & (t.Survived == 1)).sum())
grp(T, 'survival rate by class in %', 100 * t.groupby('Pclass').Survived.mean())
grp(T, 'survival rate for men and for women, as a percentage', 100 * t.groupby('Sex').Survived.mean())
row(T, 'who was the oldest passenger', *extreme(t, 'Age', 'Name'))
row(T, 'youngest survivor', *extreme(t[t.Survived == 1], 'Age', 'Name', 'min'))
val(T, 'average age', t.Age.mean())
val(T, 'how many passengers have no age recorded', t.Age.isna().sum())
grp(T, 'average fare by class', t.groupby('Pclass').Fare.mean())
row(T, 'who paid the highest fare?', *extreme(t, 'Fare', 'Name'))
val(T, 'how many children under 12 were on board', (t.Age < 12).sum())
val(T, 'survival rate of children under 12, in %', 100 * t[t.Age < 12].Survived.mean())
val(T, 'how many passengers boarded at cherbourg', (t.Embarked == 'Cherbourg').sum())
grp(T, 'passengers per port of embarkation', t.groupby('Embarked').size())
grp(T, 'survivors: men vs women', t[t.Survived == 1].groupby('Sex').size())
lst(T, 'which columns have blanks', t.columns[t.isna().any()])
grp(T, 'pct missing per column', 100 * t.isna().mean())
val(T, 'median fare in 3rd class', t[t.Pclass == 3].Fare.median())
grp(T, 'average age of survivors vs those who died', t.groupby('Survived').Age.mean())
val(T, 'how many passengers over 60 survived', ((t.Age > 60) & (t.Survived == 1)).sum())
val(T, 'how many travelled alone', ((t.SibSp == 0) & (t.Parch == 0)).sum())
val(T, 'how many first class women were there', ((t.Pclass == 1) & (t.Sex == 'female')).sum())
val(T, 'how many more people died than survived', (t.Survived == 0).sum() - (t.Survived == 1).sum())

# wine
W = 'p6_wine'
red, white = w[w.type == 'red'], w[w.type == 'white']
val(W, 'how many wines are in the file', len(w))
val(W, 'how many red wines are there', len(red))
grp(W, 'avg alcohol by quality', w.groupby('quality')[ALC].mean())
grp(W, 'average quality red vs white', w.groupby('type').quality.mean())
val(W, 'how many wines scored 8 or higher', (w.quality >= 8).sum())
row(W, 'which quality score is the most common', *ties(w.quality.value_counts()))
val(W, 'highest alcohol content', w[ALC].max())
val(W, 'how sweet is the sweetest white wine', white[SUG].max())
val(W, 'correlation between alcohol and quality', w[ALC].corr(w.quality))
val(W, 'average ph of white wines', white[PH].mean())
val(W, 'what share of the wines are red, in %', 100 * len(red) / len(w))
val(W, 'average alcohol for wines rated 7 or above', w[w.quality >= 7][ALC].mean())
val(W, 'how many wines have more than 10g of residual sugar', (w[SUG] > 10).sum())
grp(W, 'avg residual sugar red vs white', w.groupby('type')[SUG].mean())
val(W, 'how many rows have a missing value', w.isna().any(axis=1).sum())
row(W, 'which column has the most missing values', *ties(w.isna().sum()))
val(W, 'difference in average alcohol between quality 8 and quality 5 wines', w[w.quality == 8][ALC].mean() - w[w.quality == 5][ALC].mean())
val(W, 'median total sulfur dioxide for reds', red['total sulfur dioxide (mg/L)'].median())
val(W, 'lowest ph among red wines', red[PH].min())
val(W, 'how strong are white wines on average', white[ALC].mean())
val(W, 'how many white wines have alcohol above 12.5%', (white[ALC] > 12.5).sum())
grp(W, 'average density by type', w.groupby('type')['density (g/cm³)'].mean())
row(W, 'which quality level has the highest average volatile acidity', *ties(w.groupby('quality')['volatile acidity (g/L)'].mean()))
val(W, 'average of free sulfur dioxide divided by total sulfur dioxide', (w['free sulfur dioxide (mg/L)'] / w['total sulfur dioxide (mg/L)']).mean())

# exam scores
S = 'p6_scores'
val(S, 'average math score', s[MATH].mean())
grp(S, 'avg math score by school', s.groupby('school')[MATH].mean())
row(S, 'which school has the highest average reading score', *ties(s.groupby('school')[READ].mean()))
row(S, 'which school does best in math on average', *ties(s.groupby('school')[MATH].mean()))
val(S, 'how many students scored 90 or above in math', (s[MATH] >= 90).sum())
grp(S, 'writing score: test prep completed vs none', s.groupby('test preparation course')[WRITE].mean())
grp(S, 'math girls vs boys', s.groupby('gender')[MATH].mean())
val(S, 'how many students missed the math test', s[MATH].isna().sum())
val(S, 'pct of students on free/reduced lunch', 100 * (s.lunch == 'free/reduced').mean())
row(S, 'top student in math', *extreme(s, MATH, 'student_id'))
val(S, 'lowest reading score in grade 9', s[s.grade == 9][READ].min())
val(S, 'how many 11th graders are there', (s.grade == 11).sum())
val(S, 'average writing score for seniors', s[s.grade == 12][WRITE].mean())
val(S, 'correlation between reading and writing scores', s[READ].corr(s[WRITE]))
grp(S, 'number of students per school', s.groupby('school').size())
val(S, 'average math score of students who completed the test prep course at lincoln high', s[(s.school == 'Lincoln High') & (s['test preparation course'] == 'completed')][MATH].mean())
val(S, 'how much higher is the average reading score of girls than boys', s[s.gender == 'female'][READ].mean() - s[s.gender == 'male'][READ].mean())
row(S, 'which grade has the lowest average writing score', *ties(s.groupby('grade')[WRITE].mean(), 'min'))
lst(S, 'which columns have missing values', s.columns[s.isna().any()])
val(S, 'how many students scored between 70 and 80 in writing', s[WRITE].between(70, 80).sum())
grp(S, 'standard vs free/reduced lunch: average math', s.groupby('lunch')[MATH].mean())
val(S, 'median reading score', s[READ].median())
val(S, 'how many kids took the prep course', (s['test preparation course'] == 'completed').sum())
val(S, 'average reading score for boys in grade 10', s[(s.gender == 'male') & (s.grade == 10)][READ].mean())
passed = (s[MATH] >= 60).sum()
refuse(S, 'what percentage passed math (60 or more)', 100 * passed / s[MATH].notna().sum(), 100 * passed / len(s))

# home sales
H = 'p6_homes'
hy = h['Sale Date'].dt.year
val(H, 'median sale price', h[PRICE].median())
grp(H, 'median price by neighborhood', h.groupby('Neighborhood')[PRICE].median())
row(H, 'most expensive house', *extreme(h, PRICE, 'Sale ID'))
val(H, 'how many homes sold for over $1M', (h[PRICE] > 1e6).sum())
val(H, 'average of sale price divided by living area', (h[PRICE] / h[AREA]).mean())
val(H, 'how many houses were built before 1950', (h['Year Built'] < 1950).sum())
val(H, 'how many houses built in the 1990s were sold', h['Year Built'].between(1990, 1999).sum())
row(H, 'which month of the year has the most sales', *ties(h.groupby(h['Sale Date'].dt.month).size()))
val(H, 'average days on market', h['Days on Market'].mean())
val(H, 'how many sales have no days on market', h['Days on Market'].isna().sum())
val(H, 'how many homes sold in 2021', (hy == 2021).sum())
val(H, 'average sale price in thousands', h[PRICE].mean() / 1000)
val(H, 'difference between the median price in 2023 and in 2019', h[hy == 2023][PRICE].median() - h[hy == 2019][PRICE].median())
val(H, 'average price of 3 bedroom homes', h[h.Bedrooms == 3][PRICE].mean())
grp(H, 'average price with a garage vs without', h.groupby('Garage')[PRICE].mean())
row(H, 'largest house', *extreme(h, AREA, 'Sale ID'))
row(H, 'oldest house sold', *extreme(h, 'Year Built', 'Sale ID', 'min'))
val(H, 'total value of homes sold in 2022', h[hy == 2022][PRICE].sum())
row(H, 'which day of the week do most sales close on', *ties(h.groupby(h['Sale Date'].dt.day_name()).size()))
row(H, 'in which month do homes sell fastest', *ties(h.groupby(h['Sale Date'].dt.month)['Days on Market'].mean(), 'min'))
val(H, 'how many sales between $300k and $500k', h[PRICE].between(300_000, 500_000).sum())
val(H, 'how many homes have more than 2k sq ft', (h[AREA] > 2000).sum())
val(H, 'how many sales of at least 1.5 million', (h[PRICE] >= 1_500_000).sum())
val(H, 'average number of bedrooms', h.Bedrooms.mean())
row(H, 'which neighborhood has the highest median price', *ties(h.groupby('Neighborhood')[PRICE].median()))
val(H, 'how many sales in the first quarter of 2020', ((hy == 2020) & (h['Sale Date'].dt.quarter == 1)).sum())
val(H, 'average lot size in acres for homes over 3,000 sq ft', h[h[AREA] > 3000]['Lot Size (acres)'].mean())
grp(H, 'median price 2018 vs 2023', h[hy.isin([2018, 2023])].groupby(hy)[PRICE].median())
refuse(H, "what's the average price per square foot", (h[PRICE] / h[AREA]).mean(), h[PRICE].sum() / h[AREA].sum())

# taxi trips
X = 'p6_taxi'
hour = x.pickup_datetime.dt.hour
row(X, 'busiest hour of the day', *ties(x.groupby(hour).size()))
row(X, 'busiest day of the week', *ties(x.groupby(x.pickup_datetime.dt.day_name()).size()))
row(X, 'which month had the most trips', *ties(x.groupby(x.pickup_datetime.dt.month).size()))
row(X, 'quietest hour of the day', *ties(x.groupby(hour).size(), 'min'))
row(X, 'which hour of the day has the longest average trip duration', *ties(x.groupby(hour).minutes.mean()))
val(X, 'total tips as a % of total fares', 100 * x.tip_amount.sum() / x.fare_amount.sum())
row(X, 'longest trip by distance', *extreme(x, 'trip_distance_mi', 'trip_id'))
val(X, 'average trip duration in minutes', x.minutes.mean())
val(X, 'how many trips were paid in cash', (x.payment_type == 'Cash').sum())
val(X, 'average tip for card payments', x[x.payment_type == 'Card'].tip_amount.mean())
val(X, 'how many trips had more than 4 passengers', (x.passenger_count > 4).sum())
val(X, 'how many trips have no passenger count', x.passenger_count.isna().sum())
grp(X, 'avg distance by pickup zone', x.groupby('pickup_zone').trip_distance_mi.mean())
val(X, 'total fares in march', x[x.pickup_datetime.dt.month == 3].fare_amount.sum())
val(X, 'how many trips over 10 miles', (x.trip_distance_mi > 10).sum())
val(X, 'average fare for airport pickups', x[x.pickup_zone == 'Airport'].fare_amount.mean())
val(X, 'average tip on weekends', x[x.pickup_datetime.dt.dayofweek >= 5].tip_amount.mean())
val(X, 'how many trips started between midnight and 5am', (hour < 5).sum())
assert (x.pickup_datetime.dt.strftime('%H:%M:%S') == '05:00:00').sum() == 0, 'a trip at 05:00:00 makes "between midnight and 5am" two readings'
val(X, 'what share of trips were paid by card, in %', 100 * (x.payment_type == 'Card').mean())
grp(X, 'total amount by payment type', x.groupby('payment_type').total_amount.sum())
row(X, 'which pickup zone has the highest average tip', *ties(x.groupby('pickup_zone').tip_amount.mean()))
grp(X, 'average fare airport vs midtown', x[x.pickup_zone.isin(['Airport', 'Midtown'])].groupby('pickup_zone').fare_amount.mean())
val(X, 'how many trips on july 4th', ((x.pickup_datetime.dt.month == 7) & (x.pickup_datetime.dt.day == 4)).sum())
val(X, 'average distance of trips with 3 or more passengers', x[x.passenger_count >= 3].trip_distance_mi.mean())
val(X, 'average fare excluding airport pickups', x[x.pickup_zone != 'Airport'].fare_amount.mean())
val(X, 'median total amount', x.total_amount.median())
val(X, 'what was the biggest tip', x.tip_amount.max())
row(X, 'which day had the most trips', *ties(x.groupby(x.pickup_datetime.dt.strftime('%Y-%m-%d')).size()))
val(X, 'how many trips cost more than $50 in total', (x.total_amount > 50).sum())
refuse(X, 'longest trip', ','.join(extreme(x, 'trip_distance_mi', 'trip_id')[0]), ','.join(extreme(x, 'minutes', 'trip_id')[0]))
refuse(X, 'average fare per mile', (x.fare_amount / x.trip_distance_mi).mean(), x.fare_amount.sum() / x.trip_distance_mi.sum())
refuse(X, 'average tip percentage', (100 * x.tip_amount / x.fare_amount).mean(), 100 * x.tip_amount.sum() / x.fare_amount.sum())

# olympics
O = 'p6_olympics'
summer = o.Season == 'Summer'
usa, rus = o[o.Country == 'United States'], o[o.Country == 'Russia']
val(O, 'total gold medals won by norway', o[o.Country == 'Norway'].Gold.sum())
row(O, 'which country has won the most golds', *ties(o.groupby('Country').Gold.sum()))
row(O, 'which country has won the most medals in total', *ties(o.groupby('Country').Total.sum()))
grp(O, 'total medals by country', o.groupby('Country').Total.sum())
val(O, 'how many golds did the usa win at summer games in the 1980s', usa[(usa.Season == 'Summer') & usa.Year.between(1980, 1989)].Gold.sum())
row(O, 'in which year did germany win the most summer medals', *ties(o[(o.Country == 'Germany') & summer].groupby('Year').Total.sum()))
val(O, 'how many countries won at least one gold in 2016', ((o.Year == 2016) & (o.Gold >= 1)).sum())
grp(O, 'gold medals summer vs winter', o.groupby('Season').Gold.sum())
row(O, 'which host city had the most nations', *extreme(g, 'Nations', 'Host City'))
val(O, 'how many times has the united states hosted', (g['Host Country'] == 'United States').sum())
val(O, 'average number of nations at the summer games since 2000', g[(g.Season == 'Summer') & (g.Year >= 2000)].Nations.mean())
val(O, 'total golds won by kenya', o[o.Country == 'Kenya'].Gold.sum())
chn = o[o.Country == 'China']
val(O, "what share of china's medals were gold, in %", 100 * chn.Gold.sum() / chn.Total.sum())
val(O, 'share of all gold medals won by the usa, in %', 100 * usa.Gold.sum() / o.Gold.sum())
row(O, 'when did the 2000 summer games open', [d.strftime('%Y-%m-%d') for d in g[(g.Year == 2000) & (g.Season == 'Summer')]['Opening Date']])
val(O, 'how many medals did france win in 1992', o[(o.Country == 'France') & (o.Year == 1992)].Total.sum())
val(O, 'how many more golds did the usa win than russia', usa.Gold.sum() - rus.Gold.sum())
grp(O, "canada's gold medals by season", o[o.Country == 'Canada'].groupby('Season').Gold.sum())
val(O, 'how many winter olympics were held', (g.Season == 'Winter').sum())
p18 = o[o.Year == 2018]
gold18, total18 = ties(p18.groupby('Country').Gold.sum())[0], ties(p18.groupby('Country').Total.sum())[0]
row(O, 'which country topped the medal table at the 2018 winter games', [c for c in gold18 if c in total18])
val(O, 'total bronze medals since 2000', o[o.Year >= 2000].Bronze.sum())
row(O, 'first year jamaica won a gold', [o[(o.Country == 'Jamaica') & (o.Gold > 0)].Year.min()])
val(O, 'how many games opened in february', (g['Opening Date'].dt.month == 2).sum())
lst(O, 'list the host countries', g['Host Country'].unique())
val(O, 'how many golds did team gb win', o[o.Country == 'Great Britain'].Gold.sum())
goldAll, totalAll = ties(o.groupby('Country').Gold.sum())[0], ties(o.groupby('Country').Total.sum())[0]
row(O, 'most successful country', [c for c in goldAll if c in totalAll])

# songs
M = 'p6_songs'
ry = m.release_date.dt.year
val_count = m.groupby('genre').size()
row(M, 'longest song', *extreme(m, 'duration_ms', 'track_name'))
val(M, 'average song length in minutes', m.duration_ms.mean() / 60000)
val(M, 'how many songs are explicit', m.explicit.sum())
row(M, 'most danceable genre', *ties(m.groupby('genre').danceability.mean()))
row(M, 'fastest song', *extreme(m, 'tempo (BPM)', 'track_name'))
row(M, 'loudest track', *extreme(m, 'loudness (dB)', 'track_name'))
val(M, 'how many songs came out in the 90s', ry.between(1990, 1999).sum())
row(M, 'which artist has the most songs', *ties(m.groupby('artist_name').size()))
grp(M, 'songs per genre', val_count)
val(M, 'average energy of rock songs', m[m.genre == 'rock'].energy.mean())
val(M, 'how many songs are longer than 5 minutes', (m.duration_ms > 300000).sum())
row(M, 'which year had the most releases', *ties(m.groupby(ry).size()))
row(M, 'most popular song', *extreme(m, 'popularity', 'track_name'))
val(M, 'correlation between energy and loudness', m.energy.corr(m['loudness (dB)']))
val(M, 'what pct of songs are explicit', 100 * m.explicit.mean())
row(M, 'in which month are most songs released', *ties(m.groupby(m.release_date.dt.month).size()))
row(M, 'on which weekday are most songs released', *ties(m.groupby(m.release_date.dt.day_name()).size()))
val(M, 'average tempo of songs released since 2010', m[ry >= 2010]['tempo (BPM)'].mean())
val(M, 'how many songs have no popularity score', m.popularity.isna().sum())
val(M, 'average popularity of explicit songs', m[m.explicit].popularity.mean())
val(M, 'how many songs were released on a friday', (m.release_date.dt.dayofweek == 4).sum())
val(M, 'average bpm of hip-hop songs', m[m.genre == 'hip-hop']['tempo (BPM)'].mean())
grp(M, 'average popularity pop vs rock', m[m.genre.isin(['pop', 'rock'])].groupby('genre').popularity.mean())
val(M, 'how many songs were released before 1 january 1980', (m.release_date < '1980-01-01').sum())
val(M, 'average length of jazz songs in seconds', m[m.genre == 'jazz'].duration_ms.mean() / 1000)
grp(M, 'share of explicit songs by genre, in %', 100 * m.groupby('genre').explicit.mean())
row(M, 'happiest genre', *ties(m.groupby('genre').valence.mean()))
top(M, 'top 3 genres by average energy', m.groupby('genre').energy.mean().nlargest(3))
refuse(M, 'most popular genre', ','.join(ties(val_count)[0]), ','.join(ties(m.groupby('genre').popularity.mean())[0]))
refuse(M, 'most popular artist', ','.join(ties(m.groupby('artist_name').size())[0]), ','.join(ties(m.groupby('artist_name').popularity.mean())[0]))

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
