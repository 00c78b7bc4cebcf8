import { useEffect, useState } from 'react';
import { useApi } from '../api/useApi';
import { afterLoadWhenIdle } from '../lib/afterLoad';
import { FooterView } from './FooterView';
import { footerContentTypes } from './navigation';

const [firstType, secondType] = footerContentTypes;

/** Footer container: reads the two footer content groups (failures are only logged, spec §8). */
export function Footer() {
  const first = useApi('/content-types/{type}/contents', { path: { type: firstType } });
  const second = useApi('/content-types/{type}/contents', { path: { type: secondType } });
  // The year comes through luxon (Bogotá), loaded once the page has loaded and the browser is idle:
  // luxon is 23 KB gzip that the first paint and the page's largest image should not wait behind.
  const [year, setYear] = useState<number>();
  useEffect(() => {
    let live = true;
    const cancel = afterLoadWhenIdle(() => void import('../lib/year').then(({ bogotaYear }) => live && setYear(bogotaYear())));
    return () => {
      live = false;
      cancel();
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
