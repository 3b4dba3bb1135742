import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, ApiError } from "./api";
import type { TMe } from "@/shared/rules/gate";
import type { TSignIn, TSignUp } from "@/shared/schemas/auth";

/** The signed-in user, profile and roles; null when signed out. */
export const meQueryOptions = queryOptions({
  queryKey: ["me"],
  // The server answers a visitor without a session with null (200), so no signed-out page load
  // logs an error; a 401 still means the same (an older instance during a rolling deploy).
  queryFn: async (): Promise<TMe | null> => {
    try {
      return await api<TMe | null>("/api/me");
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) return null;
      throw err;
    }
  },
  staleTime: 60_000,
});

export const useMe = () => useQuery(meQueryOptions);

export function useSignIn() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TSignIn) => api("/api/auth/sign-in", { method: "POST", body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: meQueryOptions.queryKey }),
  });
}

export const useSignUp = () =>
  useMutation({ mutationFn: (body: TSignUp) => api("/api/auth/sign-up", { method: "POST", body }) });

export const useResendConfirmation = () =>
  useMutation({
    mutationFn: (email: string) => api("/api/auth/resend-confirmation", { method: "POST", body: { email } }),
  });

export function useSignOut() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api("/api/auth/sign-out", { method: "POST" }),
    // Drop every cached answer of the previous user, then mark the session as gone.
    onSettled: () => {
      qc.clear();
      qc.setQueryData(meQueryOptions.queryKey, null);
    },
  });
}
