import { describe, expect, it } from "vitest";
import { addDays, daysBetween, formatDataHora, formatIsoDate, maskDate, parseDate, todayIn } from "./datas";

describe("today in São Paulo", () => {
  it("is still the previous day at 01:00 UTC", () => {
    expect(todayIn(new Date("2026-11-22T01:00:00Z"))).toBe("2026-11-21");
    expect(todayIn(new Date("2026-11-22T03:00:00Z"))).toBe("2026-11-22");
  });
});

describe("date and time in São Paulo", () => {
  it("shows an instant as dd/MM/yyyy HH:mm on São Paulo's clock, the day before at 02:30 UTC", () => {
    expect(formatDataHora("2026-11-23T02:30:00Z")).toBe("22/11/2026 23:30");
    expect(formatDataHora(new Date("2026-11-23T15:05:00Z"))).toBe("23/11/2026 12:05");
  });
});

describe("date arithmetic", () => {
  it("counts calendar days across months and leap years", () => {
    expect(daysBetween("2028-02-28", "2028-03-01")).toBe(2);
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
  });
});

describe("the dd/MM/yyyy mask and parsing", () => {
  it("keeps digits only, at most 8, with slashes", () => {
    expect(maskDate("3")).toBe("3");
    expect(maskDate("311")).toBe("31/1");
    expect(maskDate("31a12b2025999")).toBe("31/12/2025");
  });
  it("accepts only real dates", () => {
    expect(parseDate("31/12/2025")).toBe("2025-12-31");
    expect(parseDate("2025-12-31")).toBe("2025-12-31");
    expect(parseDate("31/02/2025")).toBeNull();
    expect(parseDate("29/02/2024")).toBe("2024-02-29");
    expect(parseDate("12/2025")).toBeNull();
  });
  it.each(["2026-02-30", "2025-02-29", "2026-04-31", "2026-13-01", "2026-00-10", "2026-01-00", "30/02/2026"])(
    "refuses the impossible date %s",
    (value) => expect(parseDate(value)).toBeNull(),
  );
  it("shows a stored date in Brazilian form", () => {
    expect(formatIsoDate("2025-12-31")).toBe("31/12/2025");
    expect(formatIsoDate(null)).toBe("-");
  });
});
