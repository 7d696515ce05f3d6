import { Button } from '@chakra-ui/react';
import { LogOut } from 'lucide-react';
import { useNavigate } from 'react-router';
import { endStaffSession } from './staffSession';
import { loginPath, type StaffRole } from './staffRole';

export function LogoutButton({ staffRole }: { staffRole: StaffRole }) {
  const navigate = useNavigate();
  return (
    <Button
      variant="outline"
      onClick={() => {
        endStaffSession();
        void navigate(loginPath(staffRole));
      }}
    >
      <LogOut aria-hidden="true" />
      Logout
    </Button>
  );
}
