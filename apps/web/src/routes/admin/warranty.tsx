/** Admin: Warranty enrolments and claims (to be built). */
export function AdminWarrantyRoute() {
  return null;
}
