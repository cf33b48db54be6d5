import type { AdminUserRow } from './AdminUserList';

const people: [string, string, AdminUserRow['status']][] = [
  ['Jane Doe', 'jane.doe@example.com', 'active'],
  ['Carlos Mendez', 'carlos.mendez@example.com', 'active'],
  ['Aisha Khan', 'aisha.khan@clinic.example.org', 'INACTIVE'],
  ['Tom Becker', 'tom.becker@example.com', 'active'],
  ['Lucia Alvarez', 'lucia.alvarez@smiles.example.com', 'INACTIVE'],
  ['Noah Williams', 'noah.williams@example.com', 'active'],
  ['Mei Chen', 'mei.chen@example.com', 'active'],
];

/** Seven accounts, two of them deactivated, joined on fixed dates. */
export const adminUserRows: AdminUserRow[] = people.map(([name, email, status], i) => ({
  id: 7 + i,
  name,
  email,
  status,
  createdAt: `2026-0${(i % 3) + 1}-${String(4 + i * 3).padStart(2, '0')}T10:00:00Z`,
}));

/** An account whose name and e-mail are as long as real ones get. */
export const adminUserLongText: AdminUserRow = {
  id: 99,
  name: 'Maria Fernanda Rodriguez-Castellanos de la Vega',
  email: 'maria.fernanda.rodriguez-castellanos@dental-office-of-coral-gables.example.com',
  createdAt: '2026-03-04T10:00:00Z',
  status: 'active',
};
