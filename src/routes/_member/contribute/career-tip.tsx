import { createFileRoute } from '@tanstack/react-router';
import { CareerTipFormPage } from '../../../features/content/components/forms/career-tip-form';

/** /contribute/career-tip: share a career tip (moderated before it is listed). */
export const Route = createFileRoute('/_member/contribute/career-tip')({ component: CareerTipFormPage });
