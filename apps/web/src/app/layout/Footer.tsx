import { Anchor, Box, Container, Group, Stack, Text } from '@mantine/core';
import { PRODUCT_NAME } from '@thesis/domain';
import { Link } from 'react-router';
import { Logo } from '../../components/Logo';
import { useAppConfig } from '../../lib/app-config';
import { PATHS } from '../../lib/paths';

/** Footer of the public pages. */
export function Footer() {
  const { blog_url: blogUrl, support_email: supportEmail } = useAppConfig();
  return (
    <Box component="footer">
      <Container size="lg" py="xl">
        <Group justify="space-between" align="flex-start" gap="xl">
          <Stack gap="xs" maw={360}>
            <Logo />
            <Text size="sm" c="dimmed">
              Research listed companies against your own process, and keep every decision with the reasons behind it.
            </Text>
          </Stack>
          <Group gap="xl" align="flex-start" component="nav" aria-label="Footer">
            <Stack gap={6}>
              <Anchor component={Link} to={PATHS.about} size="sm">
                How It Works
              </Anchor>
              <Anchor component={Link} to={PATHS.pricingPublic} size="sm">
                Pricing
              </Anchor>
              {blogUrl && (
                <Anchor href={blogUrl} target="_blank" rel="noopener noreferrer" size="sm">
                  Blog
                </Anchor>
              )}
            </Stack>
            <Stack gap={6}>
              {supportEmail && (
                <Anchor href={`mailto:${supportEmail}`} size="sm">
                  Contact support
                </Anchor>
              )}
              <Anchor component={Link} to={PATHS.uiKit} size="sm">
                UI Kit
              </Anchor>
            </Stack>
          </Group>
        </Group>
        <Text size="xs" c="dimmed" mt="xl">
          © {new Date().getFullYear()} {PRODUCT_NAME}. Research tools, not financial advice.
        </Text>
      </Container>
    </Box>
  );
}
