import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { categoriesQueryOptions } from '../../features/catalogue/api/catalogue-api';
import { categoryPath } from '../../features/catalogue/game-links';
import { localizedPath } from '../../i18n/locale-path';
import { useLocale } from '../../i18n/use-locale';
import { Logo } from '../../ui/logo';
import { useSiteName } from '../site/use-site-name';
import { PAYMENT_METHODS, PaymentMark } from './payment-marks';
import { ProviderStrip } from './provider-strip';

const PAYMENT_MARK_SIZE_PX = 28;

interface FooterLink {
  path: string;
  label: string;
}

/** The links with the first of any that lead to the same page: a link is listed once. */
export function uniqueByPath(links: FooterLink[]): FooterLink[] {
  const seen = new Set<string>();
  return links.filter(({ path }) => {
    if (seen.has(path)) return false;
    seen.add(path);
    return true;
  });
}

/** A titled column of links to pages of the current locale. */
function LinkColumn({ title, links }: { title: string; links: FooterLink[] }) {
  const locale = useLocale();
  const titleId = useId();
  return (
    <Box component="nav" aria-labelledby={titleId}>
      <Typography
        id={titleId}
        component="h2"
        variant="overline"
        color="text.secondary"
        sx={{ display: 'block', mb: 1 }}
      >
        {title}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {links.map(({ path, label }) => (
          <li key={path}>
            <Link
              component={RouterLink}
              to={localizedPath(path, locale)}
              color="text.primary"
              underline="hover"
              variant="body2"
            >
              {label}
            </Link>
          </li>
        ))}
      </Stack>
    </Box>
  );
}

/** The coins the cashier takes, each as its mark and its ticker. */
function PaymentMethods() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography
        id={titleId}
        component="h2"
        variant="overline"
        color="text.secondary"
        sx={{ display: 'block', mb: 1 }}
      >
        {t('footer.paymentMethods')}
      </Typography>
      <Box
        component="ul"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 2 }}
      >
        {PAYMENT_METHODS.map((method) => (
          <Box
            component="li"
            key={method.code}
            title={method.name}
            sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}
          >
            <PaymentMark method={method} sizePx={PAYMENT_MARK_SIZE_PX} />
            <Typography variant="caption" sx={{ fontWeight: 600 }}>
              {method.code}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/**
 * SPEC §2 footer: the categories flagged in_footer, About us and legal links, the payment
 * methods, the game providers and the legal line.
 */
export function AppFooter() {
  const { t } = useTranslation();
  const siteName = useSiteName();
  const locale = useLocale();
  // Shared with the menu's query; while it loads (or if it fails) the column shows the lobby.
  const categories = useQuery(categoriesQueryOptions(locale));
  const casino: FooterLink[] = uniqueByPath([
    { path: '/casino', label: t('nav.lobby') },
    ...(categories.data ?? [])
      .filter((category) => category.in_footer)
      .map((category) => ({ path: categoryPath(category.slug), label: category.name })),
    { path: '/providers', label: t('footer.allProviders') },
  ]);
  const year = new Date().getFullYear();
  // Each link appears once (issue 17): the terms belong under Legal only.
  const aboutUs: FooterLink[] = [
    { path: '/policies/about-us', label: t('footer.aboutUs') },
    { path: '/promotions', label: t('footer.promotions') },
    { path: '/provably-fair', label: t('footer.provablyFair') },
  ];
  const legal: FooterLink[] = [
    { path: '/policies/terms-and-conditions', label: t('footer.terms') },
    { path: '/policies/privacy-policy', label: t('footer.privacy') },
    { path: '/policies/responsible-gaming', label: t('footer.responsibleGaming') },
    { path: '/policies/aml-policy', label: t('footer.aml') },
  ];

  return (
    <Box
      component="footer"
      sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', mt: 4 }}
    >
      <Stack
        spacing={{ xs: 3, md: 4 }}
        sx={(theme) => ({
          maxWidth: theme.layout.contentMaxWidthPx,
          mx: 'auto',
          px: { xs: 2, md: 3 },
          py: { xs: 3, md: 4 },
        })}
      >
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: {
              xs: 'repeat(2, minmax(0, 1fr))',
              md: 'repeat(3, minmax(0, 1fr))',
              lg: '2fr repeat(3, minmax(0, 1fr))',
            },
          }}
        >
          <Stack spacing={1.5} sx={{ gridColumn: { xs: '1 / -1', lg: 'auto' } }}>
            <Logo />
            <Typography variant="body2" color="text.secondary" sx={{ maxWidth: '48ch' }}>
              {t('footer.responsible')}
            </Typography>
          </Stack>
          <LinkColumn title={t('footer.casino')} links={casino} />
          <LinkColumn title={t('footer.aboutUs')} links={aboutUs} />
          <LinkColumn title={t('footer.legalTitle')} links={legal} />
        </Box>
        <PaymentMethods />
        <ProviderStrip />
        <Divider />
        <Typography variant="body2" color="text.secondary">
          {t('footer.legal', { year, siteName })}
        </Typography>
      </Stack>
    </Box>
  );
}
