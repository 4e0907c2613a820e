import type { Role } from '@ramkoll/shared/roles';

/** Who is asking: services re-check roles and ownership with it (docs/house-style.md rule 5). */
export interface Actor {
  userId: string;
  role: Role;
}
