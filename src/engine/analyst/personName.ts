/** People named in a column: "who earns the most" is answered with the name of the row. */
import type { ColumnInfo } from './schema';

/** A text column naming people or rows ("employee_name", "Full Name"): "who ..." lists its value. */
export const isPersonName = (column: ColumnInfo): boolean => column.kind === 'text' && column.words.includes('name');
