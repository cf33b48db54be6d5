import type { Generated } from 'kysely';

export interface UsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  role: 'PATIENT' | 'ADMIN';
  status: 'active' | 'INACTIVE';
  email_notification: Generated<number>;
  offers_and_promotions: Generated<number>;
  news_letter: Generated<number>;
  personalized_notification: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface UserTables {
  users: UsersTable;
}
