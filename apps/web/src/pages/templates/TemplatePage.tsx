import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link, useLocation, useParams } from 'react-router';
import { KIND_LABELS } from '../../features/processes/labels';
import { useTemplate } from '../../features/processes/queries';
import { TEMPLATE_TITLES, TEMPLATES_TAB_PATH, templateKindOf } from '../../features/templates/template-routes';
import { isApiError } from '../../lib/api-error';
import { usePageMeta } from '../../lib/page-meta';
import { TemplateView } from './TemplateView';

/** /template-process|factor|checklist|question/:id: a template to read and copy into your library. */
export default function TemplatePage() {
  const kind = templateKindOf(useLocation().pathname);
  const params = useParams();
  const id = params.processId ?? params.id ?? '';
  usePageMeta(TEMPLATE_TITLES[kind]);
  const { data: template, isPending, isError, error } = useTemplate(kind, id);

  if (isPending) {
    return (
      <Stack gap="md" role="status" aria-live="polite" aria-label="Loading template">
        <Skeleton height={14} width={90} />
        <Skeleton height={30} width="45%" />
        <Skeleton height={14} width="70%" />
        <Skeleton height={220} radius="md" />
      </Stack>
    );
  }
  if (isError) {
    const missing = isApiError(error) && error.status === 404;
    return (
      <Alert
        color={missing ? 'orange' : 'red'}
        icon={<IconAlertCircle size={20} />}
        title={missing ? `${KIND_LABELS[kind]} template not found` : 'The template could not be loaded'}
        maw={640}
      >
        {missing ? 'This template does not exist or is no longer offered.' : 'Please try again in a moment.'}
        <Button
          component={Link}
          to={TEMPLATES_TAB_PATH}
          size="xs"
          variant="default"
          mt="md"
          display="block"
          w="fit-content"
        >
          Browse templates
        </Button>
      </Alert>
    );
  }
  return <TemplateView key={`${kind}:${id}`} kind={kind} template={template} />;
}
