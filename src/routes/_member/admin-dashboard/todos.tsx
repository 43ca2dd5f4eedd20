/** /admin-dashboard/todos: the pending counts as a to-do list. */
import { createFileRoute } from '@tanstack/react-router';
import { AdminTodos } from '../../../features/admin/admin-todos';

export const Route = createFileRoute('/_member/admin-dashboard/todos')({ component: AdminTodos });
