/** The five typical questions of the analyst benchmarks, each with the pandas code computing the same result from a DataFrame `df`. */
export const QUESTIONS: Array<{ question: string; pandas: string }> = [
  { question: 'total revenue by region', pandas: 'df.groupby("region")["revenue"].sum().sort_values(ascending=False)' },
  { question: 'monthly revenue trend', pandas: 'df.groupby(df["order_date"].dt.strftime("%Y-%m"))["revenue"].sum()' },
  { question: 'top 5 products by units in 2024', pandas: 'df[(df["order_date"] >= "2024-01-01") & (df["order_date"] < "2025-01-01")].dropna(subset=["product"]).groupby("product")["units"].sum().nlargest(5)' },
  { question: 'average unit price by category and region', pandas: 'df.groupby(["category", "region"])["unit_price"].mean().sort_values(ascending=False)' },
  { question: 'how many unique customers in the West?', pandas: 'df[df["region"] == "West"]["customer_id"].nunique()' },
];
