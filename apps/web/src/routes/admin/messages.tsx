/** Admin: Contact messages (to be built). */
export function AdminMessagesRoute() {
  return null;
}
