import type ExcelJS from "exceljs";

export type TExcel = typeof ExcelJS;

let loading: Promise<TExcel> | undefined;

/**
 * exceljs, loaded at the first spreadsheet import or export instead of at start-up: it is the
 * heaviest module the server loads (about 0.7 s of a busy machine's start, decision 032) and most
 * starts never need it.
 */
export const loadExcel = (): Promise<TExcel> => (loading ??= import("exceljs").then((m) => m.default));
