import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "@/web/lib/api";

/** The app's one query cache: the providers hand it to React, main.tsx fills it before the first paint. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A 4xx will not fix itself by asking again.
      retry: (count, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2,
      refetchOnWindowFocus: false,
    },
  },
});
