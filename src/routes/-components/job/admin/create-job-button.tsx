/** SEAM (issue 6): "Create Job" on the job board, for administrators of a certified organization. */
export function CreateJobButton() {
  return null;
}
