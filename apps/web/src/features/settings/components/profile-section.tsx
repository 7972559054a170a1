import { useState } from 'react';
import { useCurrentUser } from '../../../lib/use-current-user.ts';
import { ProfileDetails } from './profile-details.tsx';
import { ProfileForm } from './profile-form.tsx';
import { SectionCard } from './section-card.tsx';

/** "User Information": a read view that toggles into an edit form. */
export function ProfileSection() {
  const { data: user } = useCurrentUser();
  const [editing, setEditing] = useState(false);
  return (
    <SectionCard title="User Information">
      {editing && user ? (
        <ProfileForm user={user} onDone={() => setEditing(false)} />
      ) : (
        <ProfileDetails user={user} onEdit={() => setEditing(true)} />
      )}
    </SectionCard>
  );
}
