// The smallest app made of what the shell's first load is made of (React 19, react-dom's
// client and react-router 7's browser router), built by the same Vite: the reference the
// shell's bundle sizes and Lighthouse scores are read against (scripts/bench.mjs).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, RouterProvider } from 'react-router';

function Home() {
  return (
    <main>
      <h1>Hello, world</h1>
      <p>
        A page rendered by React through react-router. <Link to="/about">About</Link>
      </p>
    </main>
  );
}

function About() {
  return (
    <main>
      <h1>About</h1>
      <p>
        The second route, so the router has something to choose. <Link to="/">Home</Link>
      </p>
    </main>
  );
}

const router = createBrowserRouter([
  { path: '/', element: <Home /> },
  { path: '/about', element: <About /> },
  { path: '*', element: <Home /> },
]);

const root = document.getElementById('root');
if (!root) throw new Error('no #root element');
createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
