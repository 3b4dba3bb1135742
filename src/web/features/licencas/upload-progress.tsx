import type { TUploadState } from "@/web/lib/upload";
import { UploadProgress as SharedUploadProgress } from "@/web/components/upload-progress";

/** The shared progress bar, spanning both columns of the licence form. */
export function UploadProgress({ state }: { state: TUploadState }) {
  return <SharedUploadProgress state={state} className="sm:col-span-2" />;
}
