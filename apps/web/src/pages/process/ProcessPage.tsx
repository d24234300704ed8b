import { Alert, Button, Group, Paper, Skeleton, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { PAGE_TITLES } from '@thesis/domain';
import { Link, Navigate, useParams } from 'react-router';
import { useProcess } from '../../features/processes/queries';
import { templatePath } from '../../features/templates/template-routes';
import { isApiError } from '../../lib/api-error';
import { usePageMeta } from '../../lib/page-meta';
import { PATHS } from '../../lib/paths';
import { ProcessEditor } from './ProcessEditor';

function ProcessSkeleton() {
  return (
    <Stack gap="md" role="status" aria-live="polite" aria-label="Loading process">
      <Skeleton height={14} width={90} />
      <Skeleton height={30} width="40%" />
      <Skeleton height={14} width="60%" />
      <Group gap="lg">
        <Skeleton height={12} width={80} />
        <Skeleton height={12} width={80} />
        <Skeleton height={12} width={80} />
      </Group>
      {Array.from({ length: 3 }, (_, index) => (
        <Paper key={index} withBorder radius="md" p="md">
          <Skeleton height={16} width="30%" mb="sm" />
          <Skeleton height={12} width="70%" />
        </Paper>
      ))}
    </Stack>
  );
}

/** /process/:processId: one of your processes with its factors, checklists and questions. */
export default function ProcessPage() {
  usePageMeta(PAGE_TITLES.process);
  const { processId = '' } = useParams();
  const { data: process, isPending, isError, error, refetch } = useProcess(processId);

  if (isPending) return <ProcessSkeleton />;
  if (isError) {
    const missing = isApiError(error) && (error.status === 404 || error.status === 403);
    return (
      <Alert
        color={missing ? 'orange' : 'red'}
        icon={<IconAlertCircle size={20} />}
        title={missing ? 'Process not found' : 'The process could not be loaded'}
        maw={640}
      >
        {missing ? 'This process does not exist, or it is not one of yours.' : 'Please try again in a moment.'}
        <Group gap="sm" mt="md">
          <Button component={Link} to={PATHS.processes} size="xs" variant="default">
            Back to processes
          </Button>
          {!missing && (
            <Button size="xs" onClick={() => void refetch()}>
              Try again
            </Button>
          )}
        </Group>
      </Alert>
    );
  }
  if (process.is_template) return <Navigate to={templatePath('process', process.id)} replace />;
  return <ProcessEditor process={process} />;
}
