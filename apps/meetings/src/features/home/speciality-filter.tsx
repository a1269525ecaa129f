import { specialitiesQuery } from '@portal/api/queries/meetings';
import { useQuery } from '@portal/query';
import { FilterNav } from '@portal/shared-ui/filter-nav';
import { messages } from '../../messages';

const t = messages.home;

/** The speciality chips of the meeting home; the choice lives in the address (`?speciality=`). */
export function SpecialityFilter({ selected }: { selected: number | undefined }) {
  const query = useQuery(specialitiesQuery());
  const list = query.data?.list ?? [];
  return (
    <FilterNav
      label={t.specialities}
      variant="chips"
      items={[
        { key: 'all', label: t.allSpecialities, selected: selected === undefined, to: '/meeting/home' },
        ...list.map((s) => ({
          key: String(s.id),
          label: s.name,
          selected: selected === s.id,
          to: `/meeting/home?speciality=${s.id}`,
        })),
      ]}
    />
  );
}
