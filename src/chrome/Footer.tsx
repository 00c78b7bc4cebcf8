import { useEffect, useState } from 'react';
import { useApi } from '../api/useApi';
import { FooterView } from './FooterView';
import { footerContentTypes } from './navigation';

const [firstType, secondType] = footerContentTypes;

/** Footer container: reads the two footer content groups (failures are only logged, spec §8). */
export function Footer() {
  const first = useApi('/content-types/{type}/contents', { path: { type: firstType } });
  const second = useApi('/content-types/{type}/contents', { path: { type: secondType } });
  // The year comes through luxon (Bogotá), loaded beside the first paint rather than in it.
  const [year, setYear] = useState<number>();
  useEffect(() => {
    let live = true;
    void import('../lib/year').then(({ bogotaYear }) => live && setYear(bogotaYear()));
    return () => {
      live = false;
    };
  }, []);
  return (
    <FooterView
      year={year}
      firstGroup={first.data}
      secondGroup={second.data}
      loading={first.isLoading || second.isLoading}
    />
  );
}
