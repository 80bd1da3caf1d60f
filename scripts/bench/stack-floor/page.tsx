export function Component() {
  return <p>Page</p>;
}
