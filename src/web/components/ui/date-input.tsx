import type { ComponentProps } from "react";
import { maskDate } from "@/shared/rules/datas";
import { Input } from "./input";

/** A dd/mm/aaaa text box: digits only, slashes added as one types (at most 10 characters). */
export function DateInput({ onChange, ...props }: ComponentProps<"input">) {
  return (
    <Input
      {...props}
      inputMode="numeric"
      autoComplete="off"
      placeholder="dd/mm/aaaa"
      maxLength={10}
      onChange={(e) => {
        e.target.value = maskDate(e.target.value);
        onChange?.(e);
      }}
    />
  );
}
