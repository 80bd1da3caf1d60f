export { marketingHead as head } from '../../components/marketing/marketing-head.ts';
