import { UFS } from "@/shared/rules/uf";

/** The empty choice followed by the 27 UFs as "SC - Santa Catarina", for a <select>. */
export function UfOptions({ emptyLabel }: { emptyLabel: string }) {
  return (
    <>
      <option value="">{emptyLabel}</option>
      {UFS.map(([code, name]) => (
        <option key={code} value={code}>
          {code} - {name}
        </option>
      ))}
    </>
  );
}
