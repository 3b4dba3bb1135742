/** The look of a multi-line box in this feature's forms, like the inputs beside it. */
export const TEXTAREA_CLASS =
  "w-full rounded-md border bg-background px-3 py-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-[invalid=true]:border-destructive";
