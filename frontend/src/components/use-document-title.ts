// Every page names itself for tabs, history and screen readers; the site name is appended once here.
import { useEffect } from 'react';
import { SITE_CONTACT } from '../../../shared/constants';

export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_CONTACT.name}` : SITE_CONTACT.name;
  }, [title]);
}
