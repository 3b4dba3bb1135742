import * as React from "react";
import { Popover as Primitive } from "radix-ui";
import { cn } from "@/web/lib/utils";

export const Popover = Primitive.Root;
export const PopoverTrigger = Primitive.Trigger;
export const PopoverClose = Primitive.Close;

export function PopoverContent({ className, ...props }: React.ComponentProps<typeof Primitive.Content>) {
  return (
    <Primitive.Portal>
      <Primitive.Content
        sideOffset={4}
        className={cn("z-50 w-80 rounded-md border bg-background p-4 shadow-md outline-none", className)}
        {...props}
      />
    </Primitive.Portal>
  );
}
